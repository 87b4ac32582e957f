import type { Area } from '@facturador/shared/federation/apps';
import { Spinner, useHydrated } from '@facturador/shared/ui/runtime';
import { Component, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { loadArea } from './load-area';
import { PrerenderedAreaHtml } from './prerendered-area';

type AreaSlotProps = { area: Area };

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

type ParcelSlotProps = {
  config: ParcelConfig;
  basePath: string;
  onError: (error: unknown) => void;
};

/** Mounts the area as a single-spa parcel into its element, and unmounts it with the slot. */
function ParcelSlot({ config, basePath, onError }: ParcelSlotProps) {
  const prerendered = useContext(PrerenderedAreaHtml);
  // Mounted while the shell hydrates a pre-rendered page (or while the build renders one).
  const [fromHtml] = useState(!useHydrated());
  const element = useRef<HTMLDivElement>(null);
  // Mounted once per slot (AreaSlot's key changes with the area): the props never change.
  const mounted = useRef({ config, basePath, onError });
  useEffect(() => {
    const { config, basePath, onError } = mounted.current;
    const domElement = element.current;
    if (!domElement) return;
    const parcel = mountRootParcel(config, { domElement, basePath, standalone: false });
    parcel.mountPromise.catch(onError);
    return () => {
      parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch(() => undefined);
    };
  }, []);
  return <div ref={element} style={{ display: 'contents' }} {...slotContent(fromHtml, prerendered)} />;
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
      <ParcelSlot config={config} basePath={basePath} onError={onError} />
    </AreaBoundary>
  );
}
