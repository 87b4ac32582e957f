import { parseRuntimeConfig, type RuntimeConfig } from '@facturador/shared/domain/config';

// Its own subpath (`@facturador/shared/config`, a Module Federation singleton): the shell reads the
// config before its first render, and this way it downloads neither the rest of the API client nor
// the whole domain (and zod) to do it. One copy of `current` for the shell and every area.
let current: RuntimeConfig | null = null;

/**
 * Reads `/config.json` from the page's own origin; the shell and standalone areas call it at start.
 * `started`: the same request begun earlier (the shell's entry starts it before React has loaded).
 */
export async function loadRuntimeConfig(url = '/config.json', started?: Promise<Response>): Promise<RuntimeConfig> {
  const response = await (started ?? fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`No se pudo leer la configuración (${response.status})`);
  const config = parseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  return config;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('La configuración aún no se ha cargado');
  return current;
}

export function hasRuntimeConfig(): boolean {
  return current !== null;
}
