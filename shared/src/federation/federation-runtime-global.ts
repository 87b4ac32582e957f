// The standalone page of an area has no shell to provide the Module Federation runtime its entries
// expect (`experiments.externalRuntime`): this tiny entry, loaded first by the area's own
// index.html, provides it the way the shell does (the same global the shell's runtime plugin sets).
// The `runtime-tools/runtime-core` request is not the externalized `@module-federation/runtime-core`.
// @ts-expect-error resolved by the build (rsbuild-app.ts aliases it to the app's own runtime-tools)
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
