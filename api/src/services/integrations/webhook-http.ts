import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { entregaDestinoPrivadoError, WEBHOOK_URL_NO_VALIDA_MESSAGE } from '@facturador/shared/domain/integrations';
import { addressAllowed, type DestinationPolicy, ipLiteral, resolveHost } from './destination-guard';

export interface PostOutcome {
  /** The receiver's HTTP status; null when it never answered. */
  status: number | null;
  error: string | null;
  /** The address policy (or the URL itself) stopped it before it left: trying again cannot help. */
  refused?: true;
}

/**
 * A DNS lookup that refuses addresses the policy forbids, used as the socket connects: the address
 * checked is the one connected to (a name re-pointed at a private address after saving is caught).
 */
function guardedLookup(policy: DestinationPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname, policy).then(
      (list) => {
        const forbidden = list.find((entry) => !addressAllowed(entry.address, policy));
        if (forbidden) {
          const error = Object.assign(new Error(entregaDestinoPrivadoError(forbidden.address)), { code: 'EDESTINO' });
          return callback(error, '', 0);
        }
        const family = (options as { family?: number | string }).family;
        const wanted = family === 4 || family === 6 ? list.filter((entry) => entry.family === family) : list;
        const first = wanted[0];
        // No address is a name that does not resolve (yet): a later try may succeed.
        if (!first)
          return callback(Object.assign(new Error(`${hostname}: sin dirección`), { code: 'ENOTFOUND' }), '', 0);
        if ((options as { all?: boolean }).all)
          return (callback as (e: null, a: LookupAddress[]) => void)(null, wanted as LookupAddress[]);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
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
      return done({ status: null, error: WEBHOOK_URL_NO_VALIDA_MESSAGE, refused: true });
    }
    const client = target.protocol === 'https:' ? https : http;
    const literal = ipLiteral(target);
    // An IP literal never goes through lookup: check it here.
    if (literal && !addressAllowed(literal, policy))
      return done({ status: null, error: entregaDestinoPrivadoError(literal), refused: true });
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
      done(
        error.code === 'EDESTINO'
          ? { status: null, error: error.message, refused: true }
          : { status: null, error: error.message || String(error) },
      ),
    );
    request.end(body);
  });
}
