/** Build-time only (see shared/src/federation/prerender-plugin.ts): the landing's first view as HTML. */
import { AREAS } from '@facturador/shared/federation/apps';
import { prerenderArea } from '@facturador/shared/federation/prerender';
import { routes } from './app/routes';

export const render = () => prerenderArea(AREAS.landing, routes, { url: '/', pattern: '^/$' });
