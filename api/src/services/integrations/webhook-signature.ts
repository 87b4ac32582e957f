import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_FIRMA_VERSION } from '@facturador/shared/domain/integrations';

/**
 * The signature of a delivery: HMAC-SHA256 with the webhook's secret over `${timestamp}.${body}`
 * (timestamp in Unix seconds, the exact bytes sent), as `v1=<hex>`. Signing the timestamp lets a
 * receiver refuse old replays; docs/integradores.md shows the verification.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
  return `${WEBHOOK_FIRMA_VERSION}=${digest}`;
}

/** What a receiver does: recompute and compare in constant time. */
export function verifyWebhookSignature(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
