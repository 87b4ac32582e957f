/** Types of apps.mjs (plain ESM, so the Node launcher imports it without a TypeScript loader). */
export type ShellApp = {
  /** Module Federation container name. */
  name: string;
  /** The app's folder at the repository root. */
  dir: string;
  /** Default port, overridable with the env variable named by `portEnv`. */
  port: number;
  portEnv: string;
  /** The HTML title of the app's page. */
  title: string;
};

export type Area = ShellApp & {
  /** Where the shell mounts the area; the area's own router works below it. */
  basePath: string;
  /** Completes the shell's Spanish message when the area cannot load. */
  label: string;
  /** Its pages are for a signed-in user, and each starts by reading the user (GET /api/user). */
  requireLogin?: boolean;
};

export type AreaKey = 'landing' | 'invoicing' | 'admin' | 'publicRide';
type Env = Record<string, string | undefined>;

export declare const SHELL_APP: ShellApp;
export declare const AREAS: { readonly [key in AreaKey]: Area };
export declare const APPS: ShellApp[];
export declare const HASHED_ASSET_PATH: string;
export declare const IMMUTABLE_CACHE_CONTROL: string;
export declare function areaScopeClass(name: string): string;
export declare function appPort(app: ShellApp, env?: Env): number;
/** What the early scripts read of an area /config.json adds. */
export type RoutedArea = { basePath: string; requireLogin?: boolean };
export declare function areaForPath(pathname: string): Area | null;
export declare function areaForPath(
  pathname: string,
  configured: Record<string, RoutedArea>,
): Area | (RoutedArea & { name: string }) | null;
export declare function localAppOrigins(): string[];
export declare function runtimeConfig(
  env?: Env,
  host?: string,
): {
  apiUrl: string;
  printAgentUrl: string;
  shellUrl: string;
  remotes: Record<string, string>;
  contacto: { telefono: string; email: string; whatsapp: string };
};
