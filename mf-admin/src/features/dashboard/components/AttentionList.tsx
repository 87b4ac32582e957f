import { type CodigoTipoDocumento, REQUIERE_ATENCION_LABEL, TIPOS_DOCUMENTO } from '@facturador/shared/domain';
import type { Dashboard } from '@facturador/shared/domain/reports';
import { Link } from 'react-router-dom';
import { Badge, EmptyState } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';
import { cardClass, linkClass } from '../../../common/styles';

const tipoLabel = (tipo: string) => TIPOS_DOCUMENTO[tipo as CodigoTipoDocumento] ?? tipo;

/**
 * Last month's ATS while its data has problems and it is not yet due, then documents stuck at the SRI or whose e-mail failed; each opens Mis Comprobantes filtered to it. Those the
 * SRI follow-up gave up on (issue #11) carry the same «Requiere atención» badge as their card.
 */
export function AttentionList({ rows, anexos }: { rows: Dashboard['atencion']; anexos: Dashboard['anexos'] }) {
  if (rows.length === 0 && anexos.length === 0) return <EmptyState>No hay comprobantes por atender.</EmptyState>;
  return (
    <ul className={`${cardClass} divide-y divide-slate-100`}>
      {anexos.map((aviso) => (
        <li key={`ats-${aviso.anio}-${aviso.mes}`} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
          <Link to={`/anexos?mes=${aviso.anio}-${String(aviso.mes).padStart(2, '0')}`} className={linkClass}>
            {aviso.mensaje}
          </Link>
          <Badge tone="amber">Anexos y formularios</Badge>
        </li>
      ))}
      {rows.map((row) => (
        <li key={`${row.claveAcceso}-${row.motivo}`} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
          <Link to={`/facturas?filtro=${encodeURIComponent(row.numero)}`} className={linkClass}>
            {tipoLabel(row.tipo)} {row.numero}
          </Link>
          <Badge tone={row.motivo === row.estado ? 'red' : 'amber'}>{row.motivo}</Badge>
          {row.marcado && <Badge tone="red">{REQUIERE_ATENCION_LABEL}</Badge>}
          <span className="text-slate-500">{formatDateTime(row.fecha)}</span>
        </li>
      ))}
    </ul>
  );
}
