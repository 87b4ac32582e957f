import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import {
  WEBHOOK_DESTINO_NO_RESUELVE_MESSAGE,
  WEBHOOK_DESTINO_PRIVADO_MESSAGE,
  WEBHOOK_URL_NO_VALIDA_MESSAGE,
} from '@facturador/shared/domain/integrations';

/** What a webhook URL may resolve to besides the public internet (IntegrationsConfig). */
export interface DestinationPolicy {
  allowLoopback: boolean;
  allowPrivate: boolean;
}

export type AddressClass = 'public' | 'loopback' | 'private';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Never a receiver on the internet: private, link-local, shared, reserved, multicast and unspecified ranges. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

/** Where an IP address is: an IPv4-mapped IPv6 address counts as its IPv4 address. */
export function classifyAddress(address: string): AddressClass {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(ip, family)) return 'loopback';
  if (privateRanges.check(ip, family)) return 'private';
  return 'public';
}

export function addressAllowed(address: string, policy: DestinationPolicy): boolean {
  const kind = classifyAddress(address);
  return (
    kind === 'public' || (kind === 'loopback' && policy.allowLoopback) || (kind === 'private' && policy.allowPrivate)
  );
}

export class DestinationError extends Error {}

/**
 * Checks a webhook URL before it is saved: http(s) without credentials, and every address its host
 * resolves to allowed by the policy (SSRF: a webhook must not reach the servers beside the API).
 * The delivery checks the address again as it connects, so a name that changes address is caught too.
 */
export async function checkDestination(rawUrl: string, policy: DestinationPolicy): Promise<void> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new DestinationError(WEBHOOK_URL_NO_VALIDA_MESSAGE);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new DestinationError(WEBHOOK_URL_NO_VALIDA_MESSAGE);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw new DestinationError(WEBHOOK_DESTINO_NO_RESUELVE_MESSAGE);
    }
  }
  if (addresses.length === 0) throw new DestinationError(WEBHOOK_DESTINO_NO_RESUELVE_MESSAGE);
  if (!addresses.every((address) => addressAllowed(address, policy)))
    throw new DestinationError(WEBHOOK_DESTINO_PRIVADO_MESSAGE);
}
