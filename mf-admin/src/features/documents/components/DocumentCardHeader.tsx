import { formatMoney, parseClaveAcceso, REQUIERE_ATENCION_LABEL } from '@facturador/shared/domain';
import { type DocumentSummary, MONEDA_DEFAULT } from '@facturador/shared/domain/documents';
import { Badge } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';
import { EstadoBadge, TipoBadge } from './DocumentBadges';
import { MailDeliveryStatus } from './MailDelivery';
import { WhatsappSends } from './WhatsappSends';

/** Type and number as the access key gives them (spec 02 §3: characters 9-10, 25-27, 28-30, 31-39). */
export function documentNumber(documento: DocumentSummary) {
  const parts = parseClaveAcceso(documento.claveAcceso);
  return {
    tipo: parts?.codDoc ?? documento.tipoComprobante,
    numero: parts?.numeroDocumento ?? `${documento.estab}-${documento.ptoEmi}-${documento.secuencial}`,
  };
}

/** The card's badge of a document brought from another system with its authorized XML (issue 43). */
export const IMPORTADO_LABEL = 'Importado';

/** The card's heading (spec 02 §2): type badge, number, the attention flag, the estado and whether it was imported. */
export function DocumentCardHeader({
  documento,
  headingId,
  tipo,
  numero,
}: {
  documento: DocumentSummary;
  headingId: string;
  tipo: string;
  numero: string;
}) {
  return (
    <header className="flex flex-wrap items-center gap-2">
      <TipoBadge codigo={tipo} />
      <h2 id={headingId} className="font-mono text-base font-semibold text-slate-900">
        {numero}
      </h2>
      <span className="ml-auto flex flex-wrap gap-1.5">
        {documento.atencion ? <Badge tone="amber">{REQUIERE_ATENCION_LABEL}</Badge> : null}
        <EstadoBadge estado={documento.estado} />
        {documento.importado ? <Badge tone="slate">{IMPORTADO_LABEL}</Badge> : null}
      </span>
    </header>
  );
}

/** What the card shows of the document (spec 02 §2): access key, date, currency, customer, mail, total. */
export function DocumentCardDetails({ documento }: { documento: DocumentSummary }) {
  const { claveAcceso, contenido } = documento;
  const comprador = contenido.comprador;
  return (
    <>
      <p className="mt-3 text-xs text-slate-500">
        Clave de acceso
        <span className="mt-0.5 block break-all font-mono text-[0.7rem] leading-relaxed text-slate-700">
          {claveAcceso}
        </span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Fecha</dt>
          <dd className="tabular-nums">{formatDateTime(documento.fecha)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Moneda</dt>
          <dd>{contenido.moneda || MONEDA_DEFAULT}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-slate-500">Cliente</dt>
          <dd className="font-medium text-slate-900">{comprador.razonSocialComprador}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-slate-500">Identificación</dt>
          <dd className="font-mono">{comprador.identificacionComprador}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">Dirección</dt>
          <dd>{comprador.direccionComprador || '—'}</dd>
        </div>
        <MailDeliveryStatus correos={documento.correos} documento={documento} />
        <WhatsappSends envios={documento.whatsapp} />
      </dl>
      <p className="mt-4 flex items-baseline justify-between border-t border-slate-100 pt-3">
        <span className="text-sm text-slate-500">Total</span>
        <span className="text-xl font-bold tabular-nums text-slate-900">{formatMoney(contenido.importeTotal)}</span>
      </p>
    </>
  );
}
