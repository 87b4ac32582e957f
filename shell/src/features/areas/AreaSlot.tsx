import type { Area } from '@facturador/shared/federation/apps';
import { Parcel, Spinner, useHydrated } from '@facturador/shared/ui/runtime';
import { Component, type CSSProperties, type ReactNode, type Ref, useCallback, useContext, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import { loadArea } from './load-area';
import { PrerenderedAreaHtml } from './prerendered-area';

/** One of the suite's areas, or one /config.json adds (name, basePath and label are what a slot needs). */
type AreaSlotProps = { area: Pick<Area, 'name' | 'basePath' | 'label'> };

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
 * Mounts one federated area as a single-spa parcel. A remote that is down (or throws) shows a
 * Spanish message in its own slot while the header, the footer and the other routes keep working.
 */
export function AreaSlot(props: AreaSlotProps) {
  // Routes of two areas sit at the same place in the tree: a new key makes React mount a new parcel.
  return <AreaParcel key={props.area.name} {...props} />;
}

function AreaParcel({ area }: AreaSlotProps) {
  const { name: remote, basePath, label } = area;
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
