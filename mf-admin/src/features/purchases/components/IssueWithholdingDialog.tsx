import { errorMessage } from '@facturador/shared/api';
import { issueWithholding, RETENCION_EMISION_ERROR_MESSAGE } from '@facturador/shared/api/purchases';
import { fechaIsoHoy, formatMoney, parseClaveAcceso, sumMoney } from '@facturador/shared/domain';
import {
  advertenciaPlazoRetencion,
  type Compra,
  codigosRetencionVigentes,
  type EmitirRetencionResponse,
} from '@facturador/shared/domain/withholdings';
import { Modal, primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormErrors } from '../../../common/FormErrors';
import { SupplierEmailField } from './SupplierEmailField';
import { UnverifiedNotice } from './UnverifiedNotice';
import { computed, type LineDraft, WithholdingLine } from './WithholdingLine';

const newKey = () => globalThis.crypto.randomUUID();

/**
 * «Emitir retención» on a purchase: a code picker per tax computing each value, the warning past
 * the 5 days, a confirmation, and then the document (its card in Documentos, like the invoices').
 */
export function IssueWithholdingDialog({
  compra,
  onClose,
  onIssued,
  onChanged,
}: {
  compra: Compra;
  onClose: () => void;
  onIssued: () => void;
  /** The purchase changed here (its supplier's e-mail). */
  onChanged?: (compra: Compra) => void;
}) {
  const hoy = fechaIsoHoy();
  const codigos = useMemo(() => codigosRetencionVigentes(hoy), [hoy]);
  const [lines, setLines] = useState<LineDraft[]>([
    { impuesto: 'renta', codigo: '', base: compra.totalSinImpuestos.toFixed(2) },
    { impuesto: 'iva', codigo: '', base: compra.iva.toFixed(2) },
  ]);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [issued, setIssued] = useState<EmitirRetencionResponse | null>(null);
  // One key per confirmed retención: a retry after a lost answer never issues twice.
  const key = useRef(newKey());
  const confirmRef = useRef<HTMLButtonElement>(null);
  const advertencia = advertenciaPlazoRetencion(compra.fechaEmision, hoy);
  const results = lines.map((line) => computed(line, codigos)).filter((result) => result !== null);
  const total = sumMoney(results.map((result) => result.valor));

  async function emit() {
    setSending(true);
    setErrors([]);
    try {
      const response = await issueWithholding(
        {
          compra_id: compra.id,
          retenciones: results.map((result) => ({
            impuesto: result.codigo.impuesto,
            codigo: result.codigo.codigo,
            baseImponible: result.base,
            porcentaje: result.codigo.porcentaje,
          })),
        },
        key.current,
      );
      setIssued(response);
      onIssued();
    } catch (failure) {
      setErrors([errorMessage(failure, RETENCION_EMISION_ERROR_MESSAGE)]);
      key.current = newKey();
    } finally {
      setConfirming(false);
      setSending(false);
    }
  }

  const title = `Emitir retención de la factura ${compra.numero}`;
  if (issued) {
    const numero = parseClaveAcceso(issued.claveAcceso)?.numeroDocumento ?? issued.claveAcceso;
    return (
      <Modal open size="lg" title={title} onClose={onClose}>
        <div role="status" className="grid gap-2 text-sm">
          <p className="font-semibold">
            Retención {numero}: {issued.estado}
          </p>
          {issued.error ? <p>{issued.error.message}</p> : <p>Enviada al SRI; se autoriza en unos segundos.</p>}
          {issued.advertencias.map((texto) => (
            <p key={texto} className="text-amber-800">
              {texto}
            </p>
          ))}
          <Link className="text-blue-700 underline" to={`/facturas?filtro=${numero}`}>
            Ver el comprobante {numero}
          </Link>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open size="lg" title={title} onClose={onClose}>
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          {compra.proveedor.razonSocial} ({compra.proveedor.identificacion}) · base sin IVA{' '}
          {formatMoney(compra.totalSinImpuestos)} · IVA {formatMoney(compra.iva)}
        </p>
        <SupplierEmailField compra={compra} onSaved={(updated) => onChanged?.(updated)} />
        {compra.verificada === false ? (
          <UnverifiedNotice compra={compra} onVerified={(updated) => onChanged?.(updated)} />
        ) : null}
        {advertencia ? (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {advertencia}
          </p>
        ) : null}
        {lines.map((line, index) => (
          <WithholdingLine
            key={line.impuesto}
            line={line}
            codigos={codigos}
            onChange={(changed) => setLines(lines.map((other, at) => (at === index ? changed : other)))}
          />
        ))}
        <p className="text-sm">
          Total retenido: <output className="font-semibold tabular-nums">{formatMoney(total)}</output>
        </p>
        <FormErrors messages={errors} />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancelar
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={results.length === 0}
            onClick={() => setConfirming(true)}
          >
            Emitir retención
          </button>
        </div>
      </div>
      <Modal
        open={confirming}
        title="Confirmar retención"
        onClose={() => setConfirming(false)}
        initialFocusRef={confirmRef}
      >
        <div className="grid gap-3 text-sm">
          <p>
            Se emitirá al SRI un comprobante de retención a {compra.proveedor.razonSocial} por {formatMoney(total)}{' '}
            sobre la factura {compra.numero}
            {compra.proveedor.email
              ? `, y se le enviará por correo a ${compra.proveedor.email}.`
              : '; no tiene correo.'}
          </p>
          <div className="flex justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
              Volver
            </button>
            <button ref={confirmRef} type="button" className={primaryButtonClass} disabled={sending} onClick={emit}>
              {sending ? 'Emitiendo...' : 'Confirmar y emitir'}
            </button>
          </div>
        </div>
      </Modal>
    </Modal>
  );
}
