import { loadRuntimeConfig } from '@facturador/shared/config';
import { areaScopeClass } from '@facturador/shared/federation/apps';
import { sessionStore } from '@facturador/shared/session';
import { Provider } from 'jotai';
import React, { Component, type ComponentType, type ReactNode, useMemo } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { type AreaProps, AreaProvider } from './area-context';

/** The router's fallback text for an unexpected failure (spec 01 §2). */
export const UNEXPECTED_ERROR_TEXT = 'Unexpected Application Error!';

/** A path no route of an area matches: shown as a router shows its 404. */
const NOT_FOUND = { status: 404, statusText: 'Not Found' };

function isStatus(error: unknown): error is typeof NOT_FOUND {
  return typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error;
}

export function UnexpectedError({ error }: { error: unknown }) {
  const detail = isStatus(error)
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

type RouteErrorBoundaryProps = { pathname: string; children: ReactNode };

/**
 * What a page throws while rendering shows the router's fallback (spec 01 §2) in place of the
 * routes, as a router's error element would; going to another path tries again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failure: { error: unknown } | null }> {
  override state: { failure: { error: unknown } | null } = { failure: null };
  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }
  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failure && previous.pathname !== this.props.pathname) this.setState({ failure: null });
  }
  override render() {
    return this.state.failure ? <UnexpectedError error={this.state.failure.error} /> : this.props.children;
  }
}

/**
 * An area's pages, below its router: the router's fallback for what a page throws and for a path
 * inside the area that no page has. A path outside its basePath, which the area still hears for a
 * moment while the shell navigates away, renders nothing (the router's basename does not match).
 */
export function AreaRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const all = useMemo(() => [...routes, { path: '*', element: <UnexpectedError error={NOT_FOUND} /> }], [routes]);
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(all)}</RouteErrorBoundary>;
}

/** The basename of an area's router: none for the landing (`/`), its basePath otherwise. */
export function areaBasename(basePath: string): string | undefined {
  return basePath === '/' ? undefined : basePath;
}

/**
 * What an area renders: the session store, its props, the scoped root element and, inside, its
 * router with its pages (`AreaRoutes`). The same element in the browser and in the build's
 * pre-render (federation/prerender.tsx), which only brings another router: the HTML it writes is
 * what the browser hydrates.
 */
export function AreaRoot({ scope, children, ...props }: AreaProps & { scope: string; children: ReactNode }) {
  return (
    <Provider store={sessionStore}>
      <AreaProvider value={{ basePath: props.basePath, standalone: props.standalone, shellUrl: props.shellUrl }}>
        {/* The area's stylesheet is scoped to this element (see federation/scope-css.ts). */}
        <div className={scope}>{children}</div>
      </AreaProvider>
    </Provider>
  );
}

function BrowserAreaRoot({ routes, ...props }: AreaProps & { routes: RouteObject[]; scope: string }) {
  return (
    <AreaRoot {...props}>
      <BrowserRouter basename={areaBasename(props.basePath)}>
        <AreaRoutes routes={routes} />
      </BrowserRouter>
    </AreaRoot>
  );
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
