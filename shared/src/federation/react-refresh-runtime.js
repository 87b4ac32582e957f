// Browser code of the dev server only (rsbuild-app.ts, `pluginOneReactRefreshRuntime`): every app's
// Fast Refresh code imports `react-refresh/runtime` through this module.
//
// Each app's bundle brings its own copy of React's refresh runtime. Only a copy injected into the
// page's React hook before react-dom starts sees React's roots, and React keeps a single refresh
// handler: an area's copy, injected once react-dom already runs inside the shell, refreshes nothing
// (its edit showed only after a reload). So the first app on the page (the shell, or a standalone
// area) keeps its copy on `window` and every later app uses that one.
import * as ownRuntime from 'react-refresh/runtime';

const GLOBAL_KEY = '__facturadorReactRefreshRuntime';
const runtime = globalThis[GLOBAL_KEY] ?? { ...ownRuntime, injected: false };
globalThis[GLOBAL_KEY] = runtime;

// A family's id is the module's id, which two apps may share (`./src/bootstrap.ts`): prefix the app.
// `__react_refresh_library__` is the app's output.uniqueName, defined by the React Refresh plugin.
const app = typeof __react_refresh_library__ === 'undefined' ? '' : __react_refresh_library__;
const familyId = (id) => `${app}:${id}`;

/** Once per page: a second injection would wrap React's hook twice. */
export function injectIntoGlobalHook(globalObject) {
  if (runtime.injected) return;
  runtime.injected = true;
  runtime.injectIntoGlobalHook(globalObject);
}
export const register = (type, id) => runtime.register(type, familyId(id));
export const getFamilyByID = (id) => runtime.getFamilyByID(familyId(id));
export const getFamilyByType = (type) => runtime.getFamilyByType(type);
export const createSignatureFunctionForTransform = () => runtime.createSignatureFunctionForTransform();
export const setSignature = (...args) => runtime.setSignature(...args);
export const collectCustomHooksForSignature = (type) => runtime.collectCustomHooksForSignature(type);
export const isLikelyComponentType = (type) => runtime.isLikelyComponentType(type);
export const performReactRefresh = () => runtime.performReactRefresh();
export const hasUnrecoverableErrors = () => runtime.hasUnrecoverableErrors();
export const _getMountedRootCount = () => runtime._getMountedRootCount();
