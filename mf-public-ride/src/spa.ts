import { AREAS } from '@facturador/shared/federation/apps';
import { createAreaLifecycles } from '@facturador/shared/ui/runtime';
import { routes } from './app/routes';
import './styles.css';

/** single-spa parcel lifecycles (prop `basePath`), exposed to the shell as `./spa`. */
export const { bootstrap, mount, unmount } = createAreaLifecycles(AREAS.publicRide.name, routes);
