import { type ImportacionResponse, resumenImportacion } from '@facturador/shared/domain/imports';
import { cellClass, Table } from '../../../common/Table';

/** Rows shown per table: a 10,000-row sheet is summed up, not drawn whole. */
const MAX_SHOWN = 200;

/** The preview (or the result) of an import: the refused rows with their reasons first, then what goes in. */
export function ImportPreview({ result, keyLabel }: { result: ImportacionResponse; keyLabel: string }) {
  const rows = [
    ...result.crear.map((row) => ({ ...row, accion: result.aplicado ? 'Creado' : 'Crear' })),
    ...result.actualizar.map((row) => ({ ...row, accion: result.aplicado ? 'Actualizado' : 'Actualizar' })),
  ].sort((a, b) => a.linea - b.linea);
  const withStock = rows.some((row) => row.stock !== undefined);
  return (
    <section aria-label="Vista previa de la importación" className="flex flex-col gap-4">
      <p className="text-sm font-medium text-slate-800" role="status">
        {resumenImportacion(result)}
      </p>
      {result.rechazadas.length > 0 && (
        <Table caption="Filas rechazadas" headers={['Línea', 'Motivo']}>
          {result.rechazadas.slice(0, MAX_SHOWN).map((row) => (
            <tr key={row.linea}>
              <td className={cellClass}>{row.linea}</td>
              <td className={`${cellClass} text-red-700`}>{row.motivo}</td>
            </tr>
          ))}
        </Table>
      )}
      {rows.length > 0 && (
        <Table
          caption="Filas a importar"
          headers={['Línea', keyLabel, 'Nombre', ...(withStock ? ['Stock'] : []), 'Acción']}
        >
          {rows.slice(0, MAX_SHOWN).map((row) => (
            <tr key={row.linea}>
              <td className={cellClass}>{row.linea}</td>
              <td className={cellClass}>{row.clave}</td>
              <td className={cellClass}>
                {row.nombre}
                {row.aviso ? <span className="block text-xs text-amber-800">{`Aviso: ${row.aviso}`}</span> : null}
              </td>
              {withStock && <td className={cellClass}>{row.stock ?? 0}</td>}
              <td className={cellClass}>{row.accion}</td>
            </tr>
          ))}
        </Table>
      )}
      {Math.max(rows.length, result.rechazadas.length) > MAX_SHOWN && (
        <p className="text-sm text-slate-600">Se muestran las primeras {MAX_SHOWN} filas de cada tabla.</p>
      )}
    </section>
  );
}
