import { loadRuntimeConfig } from '@facturador/shared/config';
import { areaScopeClass } from '@facturador/shared/federation/apps';
import { sessionStore } from '@facturador/shared/session';
import { Provider } from 'jotai';
import React, { type ComponentType, useMemo } from 'react';
import ReactDOMClient from 'react-dom/client';
import {
  createBrowserRouter,
  isRouteErrorResponse,
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

function AreaRoot({ routes, scope, ...props }: AreaProps & { routes: RouteObject[]; scope: string }) {
  const router = useMemo(
    () =>
      createBrowserRouter([{ errorElement: <AreaRouteError basePath={props.basePath} />, children: routes }], {
        basename: props.basePath === '/' ? undefined : props.basePath,
      }),
    [props.basePath, routes],
  );
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

export type AreaLifecycles = ReturnType<typeof singleSpaReact<AreaProps>>;

/** single-spa parcel lifecycles of an area: each area owns its React root and router under basePath. */
export function createAreaLifecycles(name: string, routes: RouteObject[]): AreaLifecycles {
  const scope = areaScopeClass(name);
  // biome-ignore lint/correctness/noComponentHookFactories: one root component per area, made once at module load
  const Root: ComponentType<AreaProps> = (props) => <AreaRoot {...props} routes={routes} scope={scope} />;
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error) => <UnexpectedError error={error} />,
  });
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
