import { parseArgs } from 'node:util';

export interface CliOptions {
  port?: number;
  configPath?: string;
  demo: boolean;
  /** Demo data folder: config.json and capturas/ (print-agent/.data by default). */
  demoDataDir?: string;
  capturesDir?: string;
  capturePort: number;
  help: boolean;
  version: boolean;
}

export class CliUsageError extends Error {}

export const PORT_ENV_VAR = 'FACTURADOR_PRINT_AGENT_PUERTO';
export const CAPTURES_ENV_VAR = 'FACTURADOR_PRINT_AGENT_CAPTURAS';
/** Names the suite's start script (e2e/scripts/suite.mjs) uses for every service. */
export const SUITE_PORT_ENV_VAR = 'PRINT_AGENT_PORT';
export const SUITE_DATA_DIR_ENV_VAR = 'PRINT_AGENT_DATA_DIR';

export const usage = `Agente de impresión de Facturador (reemplazo del plugin HTTP a ESC/POS)

Uso: facturador-print-agent [opciones]

  --puerto <n>           puerto HTTP (por defecto el del archivo de configuración, 8000)
  --config <ruta>        archivo de configuración (por defecto, según el sistema:
                           Linux   $XDG_CONFIG_HOME/facturador-print-agent/config.json (~/.config/...)
                           Windows %APPDATA%\\facturador-print-agent\\config.json
                           macOS   ~/Library/Application Support/facturador-print-agent/config.json)
                         se crea con valores comentados la primera vez
  --demo                 arranca también la impresora de demostración (captura TCP en 127.0.0.1:9100)
                         y usa print-agent/.data/config.json con "POS-80" apuntando a ella
  --capturas <carpeta>   dónde guarda la impresora de demostración cada trabajo
                         (por defecto print-agent/.data/capturas)
  --puerto-captura <n>   puerto de la impresora de demostración (9100)
  --version              muestra la versión
  --ayuda, -h            muestra esta ayuda

Variables de entorno: FACTURADOR_PRINT_AGENT_CONFIG (archivo), ${PORT_ENV_VAR} (puerto),
${CAPTURES_ENV_VAR} (carpeta de capturas); las que usa \`pnpm start\` de la suite: ${SUITE_PORT_ENV_VAR}
(puerto) y ${SUITE_DATA_DIR_ENV_VAR} (carpeta de la demo: config.json y capturas/).
Las opciones de la línea de comandos tienen prioridad.`;

function port(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new CliUsageError(`${name} debe ser un número de puerto entre 0 y 65535 (recibido: ${value}).`);
  }
  return parsed;
}

export function parseCliArgs(argv: string[], env: NodeJS.ProcessEnv): CliOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    // `pnpm start:demo -- --puerto 8100` passes the "--" through: it separates nothing here.
    values = parse(argv.filter((arg) => arg !== '--')).values;
  } catch (error) {
    throw new CliUsageError(`${(error as Error).message}\n\n${usage}`);
  }
  return {
    port:
      port(values.puerto, '--puerto') ??
      port(env[PORT_ENV_VAR], PORT_ENV_VAR) ??
      port(env[SUITE_PORT_ENV_VAR], SUITE_PORT_ENV_VAR),
    demoDataDir: env[SUITE_DATA_DIR_ENV_VAR] || undefined,
    configPath: values.config,
    demo: values.demo ?? false,
    capturesDir: values.capturas ?? (env[CAPTURES_ENV_VAR] || undefined),
    capturePort: port(values['puerto-captura'], '--puerto-captura') ?? 9100,
    help: values.ayuda ?? false,
    version: values.version ?? false,
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      puerto: { type: 'string' },
      config: { type: 'string' },
      demo: { type: 'boolean' },
      capturas: { type: 'string' },
      'puerto-captura': { type: 'string' },
      version: { type: 'boolean', short: 'v' },
      ayuda: { type: 'boolean', short: 'h' },
    },
  });
}
