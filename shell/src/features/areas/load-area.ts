import { AREAS, areaForPath } from '@facturador/shared/federation/apps';
import { currentToken } from '@facturador/shared/session';
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

/** The areas whose pages are for a signed-in user: each starts by reading the user (GET /api/user). */
const SIGNED_IN_AREAS: ReadonlySet<string> = new Set([AREAS.invoicing.name, AREAS.admin.name]);

/**
 * Loads the first page's area while the shell itself renders (the loaded module is cached, so the
 * parcel gets it at once; its chunks were preloaded by early-start.ts). A failure is ignored here:
 * the slot reports it.
 * On a signed-in page GET /api/user starts too, in parallel with the area's scripts: the area's
 * `useUserInfo` takes its answer (startUserInfo).
 */
export function warmUpArea(pathname: string): void {
  const area = areaForPath(pathname);
  if (!area) return;
  loadRemote(`${area.name}/spa`).catch(() => undefined);
  if (SIGNED_IN_AREAS.has(area.name) && currentToken()) {
    import('@facturador/shared/api').then(
      ({ startUserInfo }) => startUserInfo(),
      () => undefined,
    );
  }
}
