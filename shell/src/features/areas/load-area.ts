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
