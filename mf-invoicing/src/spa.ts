import { AREAS } from '@facturador/shared/federation/apps';
import { createAreaLifecycles } from '@facturador/shared/ui';
import { routes } from './app/routes';
import { startCatalogueRequests } from './features/catalogue/early-requests';
import './styles.css';

const lifecycles = createAreaLifecycles(AREAS.invoicing.name, routes);

/** single-spa parcel lifecycles (prop `basePath`), exposed to the shell as `./spa`. */
export const { bootstrap, unmount } = lifecycles;

/** Mounting starts the screen's requests at once, in parallel, before React renders it. */
export const mount: typeof lifecycles.mount = (props) => {
  startCatalogueRequests();
  return lifecycles.mount(props);
};
