import { type ComponentType, lazy } from 'react';

/**
 * A page whose code downloads when its route is first shown (AdminLayout's Suspense shows the spinner
 * meanwhile): /admin/productos does not bring the dashboard, the documents or the company forms (issue 14).
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
