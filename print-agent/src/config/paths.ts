import { homedir } from 'node:os';
import path from 'node:path';

export const APP_DIR_NAME = 'facturador-print-agent';
export const CONFIG_ENV_VAR = 'FACTURADOR_PRINT_AGENT_CONFIG';

export interface PlatformContext {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  home: string;
}

export function currentPlatform(): PlatformContext {
  return { platform: process.platform, env: process.env, home: homedir() };
}

/**
 * Per-OS location of config.json:
 * Windows `%APPDATA%\facturador-print-agent`, macOS `~/Library/Application Support/facturador-print-agent`,
 * Linux and others `$XDG_CONFIG_HOME/facturador-print-agent` (default `~/.config`).
 */
export function defaultConfigPath({ platform, env, home }: PlatformContext): string {
  if (platform === 'win32') {
    const appData = env.APPDATA || path.win32.join(home, 'AppData', 'Roaming');
    return path.win32.join(appData, APP_DIR_NAME, 'config.json');
  }
  if (platform === 'darwin') {
    return path.posix.join(home, 'Library', 'Application Support', APP_DIR_NAME, 'config.json');
  }
  const configHome = env.XDG_CONFIG_HOME || path.posix.join(home, '.config');
  return path.posix.join(configHome, APP_DIR_NAME, 'config.json');
}

/** `--config` wins over the environment variable, which wins over the per-OS default. */
export function resolveConfigPath(flag: string | undefined, context: PlatformContext, fallback?: string): string {
  if (flag) return path.resolve(flag);
  const fromEnv = context.env[CONFIG_ENV_VAR];
  if (fromEnv) return path.resolve(fromEnv);
  return fallback ?? defaultConfigPath(context);
}
