import type { ConfirmarImportacion, ImportacionHistorial } from '@facturador/shared/domain/imports';
import { AREAS } from '@facturador/shared/federation/apps';
import { primaryButtonClass, ShellLink } from '@facturador/shared/ui';
import { Link } from 'react-router-dom';
import { linkClass } from '../../../common/styles';
import { plural, tipoComprobanteNombre } from '../texts';

const numero = (estab: string, ptoEmi: string, siguiente: number) =>
  `${estab}-${ptoEmi}-${String(siguiente).padStart(9, '0')}`;

/** What confirming will do, as the screen's choices say it. */
function WhatConfirmDoes({ importacion, body }: { importacion: ImportacionHistorial; body: ConfirmarImportacion }) {
  const clientes = body.clientes?.length ?? 0;
  const productos = body.productos?.length ?? 0;
  const porCobrar = body.porCobrar?.length ?? 0;
  const items = [
    `${plural(importacion.resumen.importados, 'comprobante importado queda', 'comprobantes importados quedan')} en Mis Comprobantes, sus reportes y sus anexos.`,
    `Se guardarán ${plural(clientes, 'cliente', 'clientes')} y ${plural(productos, 'producto', 'productos')} nuevos.`,
    porCobrar === 1
      ? '1 factura quedará pendiente de cobro.'
      : `${plural(porCobrar, '', 'facturas')} quedarán pendientes de cobro.`,
    ...(body.secuenciales ?? []).map(
      (s) =>
        `${tipoComprobanteNombre(s.codDoc)} de ${s.estab}-${s.ptoEmi} continúa en ${numero(s.estab, s.ptoEmi, s.siguiente)}.`,
    ),
  ];
  return (
    <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * «Resumen»: what confirming applies, then «Confirmar importación»; once confirmed, the closing line
 * («312 documentos importados, 45 clientes, 60 productos, continúa en 001-001-000000313») and where to go next.
 */
export function SummaryStep({
  importacion,
  body,
  blocked,
  busy,
  onConfirm,
}: {
  importacion: ImportacionHistorial;
  body: ConfirmarImportacion;
  /** Why it cannot be confirmed yet (a next number below the last used), or null. */
  blocked: string | null;
  busy: boolean;
  onConfirm: () => void;
}) {
  if (importacion.confirmacion) {
    return (
      <div className="flex flex-col gap-3">
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {importacion.confirmacion.mensaje}
        </p>
        <p className="flex flex-wrap gap-4 text-sm">
          <Link to="/facturas" className={linkClass}>
            Ver en Mis Comprobantes
          </Link>
          <ShellLink to={AREAS.invoicing.basePath} className={linkClass}>
            Emitir la siguiente factura
          </ShellLink>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <WhatConfirmDoes importacion={importacion} body={body} />
      {blocked ? <p className="text-sm font-medium text-red-700">{blocked}</p> : null}
      <div>
        <button
          type="button"
          className={primaryButtonClass}
          disabled={busy || blocked !== null}
          aria-busy={busy}
          onClick={onConfirm}
        >
          Confirmar importación
        </button>
      </div>
    </div>
  );
}
