import { AREAS } from '@facturador/shared/federation/apps';
import { bootStandalone } from '@facturador/shared/ui/runtime';
import { bootstrap, mount, unmount } from './spa';

// Standalone: the same lifecycles the shell mounts, on this app's own page and port.
bootStandalone(AREAS.landing.name, { bootstrap, mount, unmount }, AREAS.landing.basePath);
