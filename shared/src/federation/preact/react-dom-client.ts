/** `react-dom/client` in every browser build (rsbuild-app.ts): preact/compat's, its hydration a server render. */
import { createRoot, hydrateRoot as hydratePreact } from 'preact/compat/client';
import { asServerRender } from './server-render';

/** Preact hydrates synchronously: the whole first render sees the server snapshots, as React's does. */
export function hydrateRoot(...args: Parameters<typeof hydratePreact>): ReturnType<typeof hydratePreact> {
  return asServerRender(() => hydratePreact(...args));
}

export { createRoot };
export default { createRoot, hydrateRoot };
