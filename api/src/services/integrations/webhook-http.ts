import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_DESTINO_PRIVADO_MESSAGE } from '@facturador/shared/domain/integrations';
import { addressAllowed, type DestinationPolicy } from './destination-guard';

export interface PostOutcome {
  /** The receiver's HTTP status; null when it never answered. */
  status: number | null;
  error: string | null;
}

/**
 * A DNS lookup that refuses addresses the policy forbids, used as the socket connects: the address
 * checked is the one connected to (a name re-pointed at a private address after saving is caught).
 */
function guardedLookup(policy: DestinationPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const allowed = list.filter((entry) => addressAllowed(entry.address, policy));
      if (allowed.length === 0 || allowed.length !== list.length)
        return callback(Object.assign(new Error(WEBHOOK_DESTINO_PRIVADO_MESSAGE), { code: 'EDESTINO' }), '', 0);
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/** POSTs a delivery's JSON body; any answer is read and discarded, nothing waits past `timeoutMs`. */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: DestinationPolicy,
  timeoutMs: number,
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return done({ status: null, error: 'URL no válida' });
    }
    const client = target.protocol === 'https:' ? https : http;
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    // An IP literal never goes through lookup: check it here.
    if (/^[\d.]+$|:/.test(literal) && !addressAllowed(literal, policy))
      return done({ status: null, error: WEBHOOK_DESTINO_PRIVADO_MESSAGE });
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(policy),
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => done({ status: response.statusCode ?? null, error: null }));
        response.on('error', () => done({ status: response.statusCode ?? null, error: null }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`sin respuesta en ${timeoutMs} ms`));
    }, timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`sin respuesta en ${timeoutMs} ms`)));
    request.on('error', (error: NodeJS.ErrnoException) =>
      done({ status: null, error: error.code === 'EDESTINO' ? error.message : error.message || String(error) }),
    );
    request.end(body);
  });
}
