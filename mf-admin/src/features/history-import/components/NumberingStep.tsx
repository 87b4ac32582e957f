import type { SecuencialPropuesto } from '@facturador/shared/domain/imports';
import { TextField } from '@facturador/shared/ui';
import { Badge } from '../../../common/feedback';
import { cellClass, Table } from '../../../common/Table';
import { secuencialError, secuencialKey } from '../hooks/useProposalChoices';
import { ambienteNombre, SE_CREARA_PUNTO, tipoComprobanteNombre } from '../texts';

/**
 * «Numeración»: per punto de emisión, document type and ambiente, the last number imported and the next
 * one proposed (after it and after any used here), which the merchant may raise.
 */
export function NumberingStep({
  secuenciales,
  siguientes,
  disabled,
  onChange,
}: {
  secuenciales: SecuencialPropuesto[];
  siguientes: Record<string, string>;
  disabled: boolean;
  onChange: (key: string, value: string) => void;
}) {
  if (secuenciales.length === 0) {
    return <p className="text-sm text-slate-700">La importación no trae comprobantes con numeración que continuar.</p>;
  }
  return (
    <>
      <p className="text-sm text-slate-700">
        El primer comprobante que emita aquí continuará después del último que emitió en su sistema anterior. Revise el
        siguiente número de cada punto de emisión; puede subirlo, nunca bajarlo.
      </p>
      <Table
        caption="Numeración propuesta"
        headers={['Punto', 'Comprobante', 'Ambiente', 'Último importado', 'Siguiente']}
      >
        {secuenciales.map((s) => {
          const key = secuencialKey(s);
          const punto = `${s.estab}-${s.ptoEmi}`;
          const tipo = tipoComprobanteNombre(s.codDoc);
          return (
            <tr key={key}>
              <td className={`${cellClass} font-mono`}>
                {punto}
                {s.existe ? null : (
                  <span className="mt-1 block">
                    <Badge tone="amber">{SE_CREARA_PUNTO}</Badge>
                  </span>
                )}
              </td>
              <td className={cellClass}>{tipo}</td>
              <td className={cellClass}>{ambienteNombre(s.ambiente)}</td>
              <td className={`${cellClass} font-mono`}>{`${punto}-${s.ultimoImportado}`}</td>
              <td className={`${cellClass} min-w-48`}>
                <TextField
                  label={`Siguiente secuencial ${punto}`}
                  hiddenLabel={`${tipo} en ${ambienteNombre(s.ambiente)}`}
                  type="number"
                  min={1}
                  max={999_999_999}
                  step={1}
                  disabled={disabled}
                  value={siguientes[key] ?? ''}
                  error={secuencialError(s, siguientes[key])}
                  onChange={(event) => onChange(key, event.target.value)}
                />
              </td>
            </tr>
          );
        })}
      </Table>
    </>
  );
}
