/**
 * What `react` and `react-dom` resolve to in every build of the suite (rsbuild-app.ts, page budget
 * of issue 14): Preact's React compatibility layer. A module of its own on purpose: its import of
 * `preact/compat` is a request Module Federation shares (shared-deps.ts), so every app of a page
 * uses the one copy the page loaded. Aliasing `react` straight to preact/compat's file would bundle
 * that file privately in each app: two copies of compat patching preact's one `options`.
 */
import compat from 'preact/compat';
import { runEffectsAsReactDoes } from './effect-timing';
import { flushSync } from './flush-sync';
import { useSyncExternalStore } from './use-sync-external-store';

runEffectsAsReactDoes();

// @ts-expect-error preact/compat's types are one `export =` namespace; its ES module has the named exports.
export * from 'preact/compat';
// Where compat's behaviour differs from React's in a way the suite relies on (each file says how).
export { flushSync, useSyncExternalStore };
export default { ...compat, flushSync, useSyncExternalStore };
