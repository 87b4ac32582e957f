import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** What an SMTP attempt ended in: accepted (with its Message-ID), or refused for good or for now. */
export type SmtpOutcome =
  | { kind: 'enviado'; messageId: string; rechazados: string[] }
  | { kind: 'permanente'; motivo: string }
  | { kind: 'transitorio'; motivo: string };

export interface SmtpServer {
  /** smtp(s)://user:password@host:port */
  url: string;
  timeoutMs: number;
}

/** One pooled-free transport per server URL: messages are few, connections are opened per message. */
const transports = new Map<string, Transporter>();

function transport(server: SmtpServer): Transporter {
  const key = `${server.url}|${server.timeoutMs}`;
  let found = transports.get(key);
  if (!found) {
    found = nodemailer.createTransport({
      url: server.url,
      connectionTimeout: server.timeoutMs,
      greetingTimeout: server.timeoutMs,
      socketTimeout: server.timeoutMs,
    } as SMTPTransport.Options);
    transports.set(key, found);
  }
  return found;
}

interface SmtpError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * SMTP's 5xx answers (mailbox unknown, relay denied, message refused) and an envelope nodemailer
 * refuses (no valid recipient) will not change by retrying; connection failures, timeouts and 4xx will.
 */
export function classifySmtpError(error: unknown): Exclude<SmtpOutcome, { kind: 'enviado' }> {
  const smtp = (error ?? {}) as SmtpError;
  const motivo = (smtp.response ?? smtp.message ?? String(error)).trim();
  const permanent =
    (typeof smtp.responseCode === 'number' && smtp.responseCode >= 500 && smtp.responseCode < 600) ||
    (smtp.code === 'EENVELOPE' && smtp.responseCode === undefined);
  return { kind: permanent ? 'permanente' : 'transitorio', motivo: motivo || 'Error SMTP desconocido' };
}

export async function sendSmtp(server: SmtpServer, message: SendMailOptions): Promise<SmtpOutcome> {
  try {
    const info = await transport(server).sendMail(message);
    return {
      kind: 'enviado',
      messageId: info.messageId,
      rechazados: ((info.rejected ?? []) as (string | { address: string })[]).map((address) =>
        typeof address === 'string' ? address : address.address,
      ),
    };
  } catch (error) {
    return classifySmtpError(error);
  }
}

/** `Facturador <facturas@example.com>` or a bare address. */
export function parseAddress(text: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(text);
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: text.trim() };
}

/** Splits a password out of an SMTP URL (kept encrypted apart) and puts it back. */
export function splitSmtpPassword(url: string): { url: string; password: string | null } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : null;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

export function withSmtpPassword(url: string, password: string | null): string {
  if (!password) return url;
  const parsed = new URL(url);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}
