import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import type { z } from 'zod';
import {
  type AgentConfig,
  type AgentConfigInput,
  agentConfigSchema,
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_PORT,
  DEFAULT_PRINTER_NAME,
  DEFAULT_PRINTER_TIMEOUT_MS,
  defaultAllowedOrigins,
} from './schema';

export class ConfigError extends Error {}

/** JSON has no comments: the default file explains itself in a `_comentario` field (and JSONC comments are accepted). */
export const configComment = [
  'Configuración del agente de impresión de Facturador (reemplazo del plugin HTTP a ESC/POS).',
  'Se admiten comentarios // y /* */; los campos que empiezan por "_" se ignoran.',
  'host: solo "localhost", "127.0.0.1" o "::1": el agente nunca escucha en la red. port: puerto HTTP (8000).',
  'serial: licencia; si no está vacío, cada trabajo debe traer exactamente el mismo serial.',
  'allowedOrigins: páginas web que pueden imprimir o abrir el cajón; cualquier otro Origin recibe 403.',
  'bodyLimitBytes: tamaño máximo de una petición; printerTimeoutMs: tiempo máximo para entregar un trabajo.',
  'printers: nombre de impresora (nombreImpresora) -> transport: "tcp://192.168.1.50:9100" (red),',
  '  "cups:POS-80" (cola raw de CUPS: lpadmin -p POS-80 -E -v usb://... -m raw), una ruta de dispositivo',
  '  ("/dev/usb/lp0", "COM3") o una impresora compartida de Windows ("//PC/POS-80").',
  'characterSet: página de códigos (PC858_EURO para ñ, á, ¿, €); width: columnas (48 en 80 mm, 32 en 58 mm);',
  'type: epson (por defecto), star, tanca, daruma, brother o custom; dotsWidth: ancho en puntos para imágenes.',
];

export function defaultConfig(transport = 'tcp://127.0.0.1:9100'): AgentConfigInput {
  return {
    _comentario: configComment,
    host: 'localhost',
    port: DEFAULT_PORT,
    serial: '',
    allowedOrigins: defaultAllowedOrigins,
    bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
    printerTimeoutMs: DEFAULT_PRINTER_TIMEOUT_MS,
    maxQueuedJobsPerPrinter: 100,
    logLevel: 'info',
    printers: {
      [DEFAULT_PRINTER_NAME]: { transport, characterSet: 'PC858_EURO', width: 48, type: 'epson' },
    },
  };
}

export function parseConfigText(text: string, source: string): AgentConfig {
  const errors: ParseError[] = [];
  const raw = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0) {
    const first = errors[0]!;
    const line = text.slice(0, first.offset).split('\n').length;
    throw new ConfigError(
      `El archivo de configuración ${source} no es JSON válido (línea ${line}: ${printParseErrorCode(first.error)}).`,
    );
  }
  return validateConfig(raw, source);
}

export function validateConfig(raw: unknown, source: string): AgentConfig {
  const result = agentConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new ConfigError(`Configuración inválida en ${source}: ${describeIssues(result.error)}`);
  }
  return result.data;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(raíz)'}: ${issue.message}`)
    .join('; ');
}

export interface LoadedConfig {
  config: AgentConfig;
  path: string;
  created: boolean;
}

/** Reads the config file, creating it with the commented default on first run. */
export async function loadOrCreateConfig(configPath: string, defaultTransport?: string): Promise<LoadedConfig> {
  if (!existsSync(configPath)) {
    await mkdir(path.dirname(configPath), { recursive: true });
    const text = `${JSON.stringify(defaultConfig(defaultTransport), null, 2)}\n`;
    await writeFile(configPath, text, { encoding: 'utf8', flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      // Another instance created it first: read theirs.
      if (error.code !== 'EEXIST') throw error;
    });
    return { config: parseConfigText(await readFile(configPath, 'utf8'), configPath), path: configPath, created: true };
  }
  return { config: parseConfigText(await readFile(configPath, 'utf8'), configPath), path: configPath, created: false };
}
