import { errorMessage } from '@facturador/shared/api';
import { deleteReceivedWithholding, RETENCION_ELIMINAR_ERROR_MESSAGE } from '@facturador/shared/api/withholdings';
import { formatMoney, isoToFechaSri } from '@facturador/shared/domain';
import {
  eliminarRetencionSchema,
  IMPUESTO_RETENIDO_NOMBRE,
  type RetencionRecibida,
} from '@facturador/shared/domain/withholdings';
import { dangerButtonClass, Modal, secondaryButtonClass, TextField } from '@facturador/shared/ui';
import { type FormEvent, useRef, useState } from 'react';
import { FormErrors } from '../../../common/FormErrors';
import { cellClass, Table } from '../../../common/Table';

function Field({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={mono ? 'break-all font-mono text-xs' : 'text-sm text-slate-900'}>{value}</dd>
    </div>
  );
}

/** A retención received: who withheld, on which invoices, how much; and its deletion with a reason. */
export function WithholdingDetailDialog({
  retencion,
  onClose,
  onDeleted,
}: {
  retencion: RetencionRecibida;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const [motivo, setMotivo] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [deleting, setDeleting] = useState(false);

  async function remove(event: FormEvent) {
    event.preventDefault();
    const parsed = eliminarRetencionSchema.safeParse({ motivo });
    if (!parsed.success) {
      setErrors([parsed.error.issues[0]!.message]);
      return;
    }
    setDeleting(true);
    setErrors([]);
    try {
      await deleteReceivedWithholding(retencion.id, parsed.data.motivo);
      onDeleted();
    } catch (failure) {
      setErrors([errorMessage(failure, RETENCION_ELIMINAR_ERROR_MESSAGE)]);
      setDeleting(false);
    }
  }

  return (
    <Modal open size="xl" title={`Retención ${retencion.numero}`} onClose={onClose} initialFocusRef={closeRef}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label="Agente de retención" value={retencion.razonSocialAgente} />
        <Field label="RUC del agente" value={retencion.identificacionAgente} />
        <Field label="Fecha de emisión" value={isoToFechaSri(retencion.fechaEmision)} />
        <Field label="Período fiscal" value={retencion.periodoFiscal} />
        <Field label="Clave de acceso" value={retencion.claveAcceso} mono />
        <Field
          label="Registrada desde"
          value={retencion.origen === 'clave' ? 'El SRI (clave de acceso)' : 'Archivo XML'}
        />
      </dl>
      <div className="mt-4">
        <Table
          caption={`Líneas de la retención ${retencion.numero}`}
          headers={['Factura', 'Impuesto', 'Código', 'Base imponible', 'Porcentaje', 'Valor retenido']}
        >
          {retencion.lineas.map((linea) => (
            <tr key={linea.id}>
              <td className={`${cellClass} font-mono`}>{linea.factura.numero}</td>
              <td className={cellClass}>{IMPUESTO_RETENIDO_NOMBRE[linea.impuesto]}</td>
              <td className={cellClass}>{linea.codigo}</td>
              <td className={`${cellClass} tabular-nums`}>{formatMoney(linea.baseImponible)}</td>
              <td className={`${cellClass} tabular-nums`}>{linea.porcentaje} %</td>
              <td className={`${cellClass} tabular-nums`}>{formatMoney(linea.valor)}</td>
            </tr>
          ))}
        </Table>
      </div>
      <p className="mt-3 text-right text-sm text-slate-700">
        Renta retenida: <strong>{formatMoney(retencion.totalRenta)}</strong> · IVA retenido:{' '}
        <strong>{formatMoney(retencion.totalIva)}</strong>
      </p>
      <form
        noValidate
        onSubmit={remove}
        className="mt-6 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_auto]"
      >
        <TextField
          label="Motivo de la eliminación"
          hint="Queda registrado quién la eliminó, cuándo y por qué."
          value={motivo}
          onChange={(event) => setMotivo(event.target.value)}
        />
        <div className="flex items-end">
          <button type="submit" className={dangerButtonClass} disabled={deleting}>
            Eliminar retención
          </button>
        </div>
        <div className="sm:col-span-2">
          <FormErrors messages={errors} />
        </div>
      </form>
      <div className="mt-4 flex justify-end">
        <button ref={closeRef} type="button" className={secondaryButtonClass} onClick={onClose}>
          Cerrar
        </button>
      </div>
    </Modal>
  );
}
