import { startFirstPage } from './features/areas/early-start';

// Before the boundary: /config.json and the page's area download alongside the shared libraries.
startFirstPage(window.location.pathname);
// Async boundary: Module Federation negotiates the shared singletons before any of them is used.
import('./bootstrap');
