/** Build-time only (see shared/src/federation/prerender-plugin.ts): the public RIDE page's heading and button. */
import { AREAS } from '@facturador/shared/federation/apps';
import { prerenderArea } from '@facturador/shared/federation/prerender';
import { routes } from './app/routes';

const { basePath } = AREAS.publicRide;

// One page for every access key: the page's script puts the key of the URL where it goes (data-route-param).
export const render = () =>
  prerenderArea(AREAS.publicRide, routes, {
    url: `${basePath}/clave`,
    pattern: `^${basePath}/(?<clave>[^/]+)/?$`,
  });
