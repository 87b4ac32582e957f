import { z } from 'zod';
import { characterSetNames, printerTypeNames } from '../escpos/printer-model';

/** Origins of the suite's own pages: the shell (3000) and the invoicing area standalone (3002). */
export const defaultAllowedOrigins = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3002',
  'http://127.0.0.1:3002',
];

export const DEFAULT_PORT = 8000;
export const DEFAULT_PRINTER_NAME = 'POS-80';
/**
 * 2 MiB: a receipt with the company's logo (at most 300 KB, 400 KB in base64) fits five times over,
 * and reading a body costs the agent about five times its size in memory (README, «Imágenes grandes»):
 * a bigger limit lets a few large posts in a row grow it past 50 MB.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export const DEFAULT_PRINTER_TIMEOUT_MS = 4000;

/** Loopback names only: the agent must never be reachable from the network. */
export const loopbackHosts = ['localhost', '127.0.0.1', '::1'] as const;

export const printerConfigSchema = z.object({
  /** tcp://host:port | cups:QUEUE | device path (/dev/usb/lp0, COM3) | Windows shared printer (\\PC\POS-80). */
  transport: z.string().min(1),
  characterSet: z.enum(characterSetNames).default('PC858_EURO'),
  /** Characters per line with font A (48 on 80 mm paper, 32 on 58 mm). */
  width: z.number().int().min(16).max(128).default(48),
  type: z.enum(printerTypeNames).default('epson'),
  /** Printable width in dots for images; by default 12 dots per character of font A. */
  dotsWidth: z.number().int().min(64).max(2040).optional(),
});
export type PrinterConfig = z.infer<typeof printerConfigSchema>;

export const agentConfigSchema = z.object({
  _comentario: z.unknown().optional(),
  host: z.enum(loopbackHosts).default('localhost'),
  port: z.number().int().min(0).max(65535).default(DEFAULT_PORT),
  /** Licence string; when not empty, every job must carry the same `serial`. */
  serial: z.string().default(''),
  allowedOrigins: z.array(z.string()).default(defaultAllowedOrigins),
  bodyLimitBytes: z.number().int().min(1024).default(DEFAULT_BODY_LIMIT_BYTES),
  printerTimeoutMs: z.number().int().min(100).max(120_000).default(DEFAULT_PRINTER_TIMEOUT_MS),
  maxQueuedJobsPerPrinter: z.number().int().min(1).max(10_000).default(100),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  printers: z.record(z.string().min(1), printerConfigSchema),
});
export type AgentConfig = z.infer<typeof agentConfigSchema>;
export type AgentConfigInput = z.input<typeof agentConfigSchema>;
