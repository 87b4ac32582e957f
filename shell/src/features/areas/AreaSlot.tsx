import type { Area } from '@facturador/shared/federation/apps';
import { Parcel, Spinner, useHydrated } from '@facturador/shared/ui/runtime';
import {
  Component,
  type CSSProperties,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { mountRootParcel } from 'single-spa';
import { loadArea } from './load-area';
import { PrerenderedAreaHtml } from './prerendered-area';
import { useAreaSession } from './use-area-session';

/**
 * One of the suite's areas, or one /config.json adds (`configured`: its headings get the browser's
 * usual size and weight back, styles.css). `requireLogin`: the session is loaded before it mounts.
 */
type AreaSlotProps = { area: Pick<Area, 'name' | 'basePath' | 'label' | 'requireLogin'>; configured?: boolean };

function AreaUnavailable({ label }: { label: string }) {
  return (
    <div
      role="alert"
      className="mx-auto my-12 max-w-lg rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-900"
    >
      <h2 className="text-lg font-semibold">Módulo no disponible</h2>
      <p className="mt-2">
        No se pudo cargar {label} en este momento. El resto de la aplicación sigue funcionando; inténtelo nuevamente más
        tarde.
      </p>
    </div>
  );
}

class AreaBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A slot that takes over a pre-rendered page already holds the area's HTML, which belongs to the
 * area's own React root, never to the shell's: `dangerouslySetInnerHTML` keeps React from hydrating
 * or removing it, and with this very object (the same empty string) React never writes into the
 * element afterwards. On the server it carries the HTML: our own build's (prerender.tsx), never
 * data from a user. Any other slot is a plain empty element the area renders into.
 */
const AREA_OWNED = { __html: '' };

function slotContent(fromHtml: boolean, prerendered: string | null) {
  if (!fromHtml) return {};
  return { dangerouslySetInnerHTML: prerendered === null ? AREA_OWNED : { __html: prerendered } };
}

/**
 * The element single-spa-react's Parcel mounts the area into (its `wrapWith`, rendered with the
 * Parcel's ref and style; the Parcel's own child, a context reader, is not needed: `mountParcel`
 * is passed).
 */
function AreaElement({ ref, style }: { ref?: Ref<HTMLDivElement>; style?: CSSProperties }) {
  const prerendered = useContext(PrerenderedAreaHtml);
  // Mounted while the shell hydrates a pre-rendered page (or while the build renders one).
  const [fromHtml] = useState(!useHydrated());
  return <div ref={ref} style={style} {...slotContent(fromHtml, prerendered)} />;
}

/**
 * Mounts one federated area as a single-spa parcel. A signed-in area mounts once the session's
 * user is in the shared store (a spinner in its slot meanwhile, use-area-session.ts). A remote that
 * is down (or throws) shows a Spanish message in its own slot while the header, the footer and the
 * other routes keep working.
 */
export function AreaSlot(props: AreaSlotProps) {
  // Routes of two areas sit at the same place in the tree: a new key makes React mount a new parcel.
  return <AreaParcel key={props.area.name} {...props} />;
}

/** The user could not be read: the area is not mounted without it; trying again asks again. */
function SessionUnavailable({ error, retry }: { error: string; retry: () => void }) {
  return (
    <div role="alert" className="mx-auto my-12 max-w-lg rounded-xl border border-red-300 bg-red-50 p-6 text-red-800">
      <p>{error}</p>
      <button type="button" onClick={retry} className="mt-3 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white">
        Reintentar
      </button>
    </div>
  );
}

function AreaParcel({ area, configured = false }: AreaSlotProps) {
  const { name: remote, basePath, label } = area;
  const session = useAreaSession(area.requireLogin === true);
  // While the user is read, the area's code downloads alongside (the module is kept for the Parcel).
  useEffect(() => {
    if (!session.ready) loadArea(remote).catch(() => undefined);
  }, [session.ready, remote]);
  const slot = session.ready ? (
    <AreaMount remote={remote} basePath={basePath} label={label} />
  ) : session.error ? (
    <SessionUnavailable error={session.error} retry={session.retry} />
  ) : (
    <Spinner />
  );
  return configured ? (
    <div data-configured-area={remote} style={{ display: 'contents' }}>
      {slot}
    </div>
  ) : (
    slot
  );
}

function AreaMount({ remote, basePath, label }: { remote: string; basePath: string; label: string }) {
  // Hydrating a pre-rendered page, the area's first view is already on screen: no spinner over it.
  const hydrating = !useHydrated();
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(hydrating);
  const config = useCallback(() => loadArea(remote).finally(() => setReady(true)), [remote]);
  const onError = useCallback(
    (error: unknown) => {
      console.error(`Error en el área ${remote}`, error);
      setFailed(true);
    },
    [remote],
  );
  const fallback = <AreaUnavailable label={label} />;
  if (failed) return fallback;
  return (
    <AreaBoundary fallback={fallback}>
      {ready ? null : <Spinner />}
      <Parcel
        config={config}
        mountParcel={mountRootParcel}
        // Its types say a tag name; React renders a component as well (see AreaElement).
        wrapWith={AreaElement as unknown as string}
        wrapStyle={{ display: 'contents' }}
        handleError={onError}
        basePath={basePath}
        standalone={false}
      />
    </AreaBoundary>
  );
}
