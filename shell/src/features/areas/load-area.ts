import { areaForPath } from '@facturador/shared/federation/apps';
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

/**
 * Starts downloading the first page's area while the shell itself renders (the loaded module is
 * cached, so the parcel gets it at once). A failure is ignored here: the slot reports it.
 */
export function warmUpArea(pathname: string): void {
  const area = areaForPath(pathname);
  if (area) loadRemote(`${area.name}/spa`).catch(() => undefined);
}
