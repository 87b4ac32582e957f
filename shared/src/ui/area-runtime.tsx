import { loadRuntimeConfig } from '@facturador/shared/config';
import { areaScopeClass } from '@facturador/shared/federation/apps';
import { sessionStore } from '@facturador/shared/session';
import { Provider } from 'jotai';
import React, { type ComponentType, useMemo } from 'react';
import ReactDOMClient from 'react-dom/client';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  RouterProvider,
  useRouteError,
} from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { type AreaProps, AreaProvider } from './area-context';

/** The router's fallback text for an unexpected failure (spec 01 §2). */
export const UNEXPECTED_ERROR_TEXT = 'Unexpected Application Error!';

export function UnexpectedError({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" className="m-6 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
      <h2 className="text-xl font-semibold">{UNEXPECTED_ERROR_TEXT}</h2>
      <p className="mt-2 font-mono text-sm">{detail}</p>
    </div>
  );
}

/**
 * Error element of an area's router. While the shell navigates away, the area still hears the new
 * URL for a moment before it is unmounted: a path outside its basePath is not an error, render nothing.
 */
function AreaRouteError({ basePath }: { basePath: string }) {
  const error = useRouteError();
  const outside = basePath !== '/' && !window.location.pathname.startsWith(basePath);
  if (outside || (isRouteErrorResponse(error) && error.status === 404 && outside)) return null;
  return <UnexpectedError error={error} />;
}

/** An area's routes as its router holds them: its pages under the error element. */
export function areaRoutes(routes: RouteObject[], basePath: string): RouteObject[] {
  return [{ errorElement: <AreaRouteError basePath={basePath} />, children: routes }];
}

/** The basename of an area's router: none for the landing (`/`), its basePath otherwise. */
export function areaBasename(basePath: string): string | undefined {
  return basePath === '/' ? undefined : basePath;
}

type AreaRouter = Parameters<typeof RouterProvider>[0]['router'];

/**
 * What an area renders: the session store, its props, the scoped root element and its router. The
 * same element in the browser and in the build's pre-render (federation/prerender.tsx), which only
 * passes another router: the HTML it writes is what the browser hydrates.
 */
export function AreaRoot({ router, scope, ...props }: AreaProps & { router: AreaRouter; scope: string }) {
  return (
    <Provider store={sessionStore}>
      <AreaProvider value={{ basePath: props.basePath, standalone: props.standalone, shellUrl: props.shellUrl }}>
        {/* The area's stylesheet is scoped to this element (see federation/scope-css.ts). */}
        <div className={scope}>
          <RouterProvider router={router} />
        </div>
      </AreaProvider>
    </Provider>
  );
}

function BrowserAreaRoot({ routes, ...props }: AreaProps & { routes: RouteObject[]; scope: string }) {
  const router = useMemo(
    () => createBrowserRouter(areaRoutes(routes, props.basePath), { basename: areaBasename(props.basePath) }),
    [props.basePath, routes],
  );
  return <AreaRoot {...props} router={router} />;
}

/**
 * Whether to hydrate the HTML the build pre-rendered into the area's element rather than render
 * anew: the element holds the area's own root, and the URL is one of its routes (the pre-rendered
 * first view is a route's; any other URL renders something else, so that HTML is dropped).
 */
function shouldHydrate(domElement: HTMLElement, scope: string, routes: RouteObject[], basePath: string): boolean {
  const prerendered = domElement.firstElementChild?.classList.contains(scope) ?? false;
  if (!prerendered) return false;
  if (matchRoutes(routes, window.location, areaBasename(basePath))) return true;
  domElement.replaceChildren();
  return false;
}

export type AreaLifecycles = ReturnType<typeof singleSpaReact<AreaProps>>;

/** single-spa parcel lifecycles of an area: each area owns its React root and router under basePath. */
export function createAreaLifecycles(name: string, routes: RouteObject[]): AreaLifecycles {
  const scope = areaScopeClass(name);
  // biome-ignore lint/correctness/noComponentHookFactories: one root component per area, made once at module load
  const Root: ComponentType<AreaProps> = (props) => <BrowserAreaRoot {...props} routes={routes} scope={scope} />;
  // single-spa-react asks for the render type without the props: the mount below decides it just before.
  let renderType: 'hydrateRoot' | 'createRoot' = 'createRoot';
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: () => renderType,
    errorBoundary: (error: Error) => <UnexpectedError error={error} />,
  });
  return {
    ...lifecycles,
    mount: (props) => {
      const { domElement, basePath } = props as AreaProps & { domElement?: HTMLElement };
      renderType = domElement && shouldHydrate(domElement, scope, routes, basePath) ? 'hydrateRoot' : 'createRoot';
      return lifecycles.mount(props);
    },
  };
}

/** Boots an area from its own index.html with the same lifecycles the shell uses. */
export async function bootStandalone(name: string, lifecycles: AreaLifecycles, basePath: string): Promise<void> {
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('Falta el elemento #root');
  let shellUrl: string | undefined;
  try {
    shellUrl = (await loadRuntimeConfig()).shellUrl;
  } catch (error) {
    domElement.textContent = error instanceof Error ? error.message : 'No se pudo leer la configuración';
    return;
  }
  // single-spa normally supplies these props; standalone we pass them ourselves.
  const props = { name, basePath, standalone: true, shellUrl, domElement, singleSpa: undefined };
  await lifecycles.bootstrap(props as never);
  await lifecycles.mount(props as never);
}
