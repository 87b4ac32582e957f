/** `react-dom/server` in the pre-render build (rsbuild-app.ts, prerender-plugin.ts): preact-render-to-string. */
import { renderToString as renderPreact } from 'preact-render-to-string';
import { asServerRender } from './server-render';

export function renderToString(...args: Parameters<typeof renderPreact>): string {
  return asServerRender(() => renderPreact(...args));
}
