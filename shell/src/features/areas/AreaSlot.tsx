import type { Area } from '@facturador/shared/federation/apps';
import { Spinner } from '@facturador/shared/ui/runtime';
import { Component, type ReactNode, useCallback, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { loadArea } from './load-area';

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
 * Mounts one federated area as a single-spa parcel. A remote that is down (or throws) shows a
 * Spanish message in its own slot while the header, the footer and the other routes keep working.
 */
export function AreaSlot(props: AreaSlotProps) {
  // Routes of two areas sit at the same place in the tree: a new key makes React mount a new parcel.
  return <AreaParcel key={props.area.name} {...props} />;
}

function AreaParcel({ area }: AreaSlotProps) {
  const { name: remote, basePath, label } = area;
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const config = useCallback(() => loadArea(remote).finally(() => setReady(true)), [remote]);
  const fallback = <AreaUnavailable label={label} />;
  if (failed) return fallback;
  return (
    <AreaBoundary fallback={fallback}>
      {ready ? null : <Spinner />}
      <Parcel
        config={config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapStyle={{ display: 'contents' }}
        handleError={(error: unknown) => {
          console.error(`Error en el área ${remote}`, error);
          setFailed(true);
        }}
        basePath={basePath}
        standalone={false}
      />
    </AreaBoundary>
  );
}
