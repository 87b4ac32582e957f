import { AREA_REMOTES } from '@facturador/shared/federation';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';

type SpaModule = Pick<ParcelConfigObject, 'bootstrap' | 'mount' | 'unmount' | 'update'>;

/** Loads an area's `./spa` lifecycles; the single-spa Parcel loader must resolve to a ParcelConfigObject. */
export async function loadArea(remote: string): Promise<ParcelConfigObject> {
  const module = await loadRemote<SpaModule>(`${remote}/spa`);
  if (!module?.mount) throw new Error(`El módulo ${remote} no expone sus ciclos de vida`);
  return {
    name: remote,
    bootstrap: module.bootstrap,
    mount: module.mount,
    unmount: module.unmount,
    update: module.update,
  };
}

/** Which area a path belongs to, for warming it up before the router renders. */
function remoteForPath(pathname: string): string | null {
  if (pathname === '/') return AREA_REMOTES.landing;
  if (pathname.startsWith('/nueva-factura')) return AREA_REMOTES.invoicing;
  if (pathname.startsWith('/admin')) return AREA_REMOTES.admin;
  if (pathname.startsWith('/descargar-factura/')) return AREA_REMOTES.publicRide;
  return null;
}

/**
 * Starts downloading the first page's area while the shell itself renders (the loaded module is
 * cached, so the parcel gets it at once). A failure is ignored here: the slot reports it.
 */
export function warmUpArea(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote) loadRemote(`${remote}/spa`).catch(() => undefined);
}
