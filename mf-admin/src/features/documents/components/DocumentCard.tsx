import { errorMessage } from '@facturador/shared/api';
import { actualizarEstadoComprobante, reenviarComprobante } from '@facturador/shared/api/admin-documents';
import {
  type AccionSri,
  type EstadoDocumento,
  formatFechaSri,
  formatMoney,
  parseClaveAcceso,
  REQUIERE_ATENCION_LABEL,
  resultadoAccionSriMessage,
  type SriMensaje,
} from '@facturador/shared/domain';
import {
  aceptacionRequerida,
  type DocumentSummary,
  MONEDA_DEFAULT,
  puedeActualizarEstado,
  puedeDescargar,
  puedeEmitirNotaCredito,
  puedeReenviar,
  REENVIAR_CORREO_LABEL,
} from '@facturador/shared/domain/documents';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useId, useState } from 'react';
import { Badge, ErrorBanner } from '../../../common/feedback';
import { formatDateTime } from '../../../common/format';
import { cardClass } from '../../../common/styles';
import { useShellHref } from '../../../common/useShellHref';
import { AnnulDialog } from './AnnulDialog';
import { AnnulmentAcceptance } from './AnnulmentAcceptance';
import { CreditNoteAction } from './CreditNoteAction';
import { EstadoBadge, TipoBadge } from './DocumentBadges';
import { MailDeliveryStatus, ResendMailDialog } from './MailDelivery';
import { ReceivableSummary } from './ReceivableSummary';
import { ReceivedWithholdings } from './ReceivedWithholdings';
import { AttentionNotice, SriMessages } from './SriFollowUp';

type Action = 'actualizar' | 'reenviar';

const ACCION: Record<Action, AccionSri> = { actualizar: 'Actualizar estado', reenviar: 'Reenviar' };

/** Type and number as the access key gives them (spec 02 §3: characters 9-10, 25-27, 28-30, 31-39). */
function documentNumber(documento: DocumentSummary) {
  const parts = parseClaveAcceso(documento.claveAcceso);
  return {
    tipo: parts?.codDoc ?? documento.tipoComprobante,
    numero: parts?.numeroDocumento ?? `${documento.estab}-${documento.ptoEmi}-${documento.secuencial}`,
  };
}

/**
 * A card of Mis Comprobantes with the actions each estado allows (spec 02 §4): 'Actualizar estado'
 * from POR AUTORIZAR or RECIBIDA, 'Reenviar' from NO RECIBIDA, 'Nota de Crédito' for authorized
 * invoices, 'Descargar' when authorized; the e-mail delivery (issue #12): 'Estado del correo'
 * and 'Reenviar correo' for authorized documents; and (issue #11) SRI's messages of a document not
 * authorized, the flag of one SRI's follow-up gave up on, and what the last manual step answered.
 */
export function DocumentCard({
  documento,
  onEstado,
  onStale,
}: {
  documento: DocumentSummary;
  /** The server answered the document's new estado and SRI's messages. */
  onEstado: (estado: EstadoDocumento, mensajes: SriMensaje[]) => void;
  /** The server did not say: the list is reloaded. */
  onStale: () => void;
}) {
  const headingId = useId();
  const shellHref = useShellHref();
  const [busy, setBusy] = useState<Action | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [resendOpen, setResendOpen] = useState(false);
  const [annulOpen, setAnnulOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [resultado, setResultado] = useState<string | null>(null);
  const { tipo, numero } = documentNumber(documento);
  const { estado, claveAcceso, contenido } = documento;
  const comprador = contenido.comprador;
  const fechaEmision = formatFechaSri(new Date(documento.fecha));

  async function run(action: Action) {
    setBusy(action);
    setActionError(null);
    setResultado(null);
    try {
      const answer =
        action === 'actualizar'
          ? await actualizarEstadoComprobante(claveAcceso)
          : await reenviarComprobante(claveAcceso);
      if (answer.estado) {
        setResultado(resultadoAccionSriMessage(ACCION[action], estado, answer.estado));
        onEstado(answer.estado, answer.mensajes);
      } else onStale();
    } catch (failure) {
      setActionError(errorMessage(failure, 'No se pudo completar la solicitud'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <article aria-labelledby={headingId} className={`${cardClass} flex flex-col p-5`}>
      <header className="flex flex-wrap items-center gap-2">
        <TipoBadge codigo={tipo} />
        <h2 id={headingId} className="font-mono text-base font-semibold text-slate-900">
          {numero}
        </h2>
        <span className="ml-auto flex flex-wrap gap-1.5">
          {documento.atencion ? <Badge tone="amber">{REQUIERE_ATENCION_LABEL}</Badge> : null}
          <EstadoBadge estado={estado} />
        </span>
      </header>
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
      </dl>
      <p className="mt-4 flex items-baseline justify-between border-t border-slate-100 pt-3">
        <span className="text-sm text-slate-500">Total</span>
        <span className="text-xl font-bold tabular-nums text-slate-900">{formatMoney(contenido.importeTotal)}</span>
      </p>
      {documento.retenciones?.length ? <ReceivedWithholdings retenciones={documento.retenciones} /> : null}
      {documento.aCredito && estado === 'AUTORIZADA' ? <ReceivableSummary claveAcceso={claveAcceso} /> : null}
      {documento.atencion ? <AttentionNotice atencion={documento.atencion} /> : null}
      {/* An authorized document's messages are informative (e.g. 60, PRUEBAS): only the others show. */}
      {estado !== 'AUTORIZADA' && documento.mensajesSri.length > 0 ? (
        <SriMessages mensajes={documento.mensajesSri} documentHeadingId={headingId} />
      ) : null}
      {resultado ? (
        <p role="status" className="mt-3 text-sm font-medium text-slate-800">
          {resultado}
        </p>
      ) : null}
      {actionError ? (
        <div className="mt-3">
          <ErrorBanner>{actionError}</ErrorBanner>
        </div>
      ) : null}
      {documento.anulacion && estado !== 'ANULADA' ? (
        <AnnulmentAcceptance claveAcceso={claveAcceso} anulacion={documento.anulacion} onAnswered={onStale} />
      ) : null}
      {notice ? (
        <p role="status" className="mt-3 text-sm text-emerald-700">
          {notice}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={!puedeActualizarEstado(estado) || busy !== null}
          onClick={() => run('actualizar')}
        >
          {busy === 'actualizar' ? 'Actualizando...' : 'Actualizar estado'}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={!puedeReenviar(estado) || busy !== null}
          onClick={() => run('reenviar')}
        >
          {busy === 'reenviar' ? 'Reenviando...' : 'Reenviar'}
        </button>
        {puedeEmitirNotaCredito(tipo, estado) ? (
          <CreditNoteAction
            claveAcceso={claveAcceso}
            identificacionComprador={comprador.identificacionComprador}
            fechaEmision={fechaEmision}
          />
        ) : null}
        {estado === 'AUTORIZADA' ? (
          <button type="button" className={secondaryButtonClass} onClick={() => setAnnulOpen(true)}>
            Anular
          </button>
        ) : null}
        <button
          type="button"
          className={primaryButtonClass}
          disabled={!puedeDescargar(estado)}
          onClick={() => window.open(shellHref(`/descargar-factura/${claveAcceso}`), '_blank', 'noopener')}
        >
          Descargar
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={!puedeDescargar(estado)}
          onClick={() => {
            setNotice(null);
            setResendOpen(true);
          }}
        >
          {REENVIAR_CORREO_LABEL}
        </button>
      </div>
      <AnnulDialog
        documento={{ claveAcceso, estado, identificacionComprador: comprador.identificacionComprador, fechaEmision }}
        numero={numero}
        requiereAceptacion={aceptacionRequerida(tipo, fechaEmision) !== null}
        open={annulOpen}
        onClose={() => setAnnulOpen(false)}
        onAnnulled={(nuevo) => {
          setAnnulOpen(false);
          // A note waiting for its receiver: the list brings its annulment and last day.
          if (nuevo === 'ANULADA') onEstado(nuevo, documento.mensajesSri);
          else onStale();
        }}
      />
      <ResendMailDialog
        claveAcceso={claveAcceso}
        numero={numero}
        open={resendOpen}
        onClose={() => setResendOpen(false)}
        onSent={(mensaje) => {
          setResendOpen(false);
          setNotice(mensaje);
          onStale();
        }}
      />
    </article>
  );
}
