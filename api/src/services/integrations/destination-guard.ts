import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import {
  WEBHOOK_DESTINO_NO_RESUELVE_MESSAGE,
  WEBHOOK_DESTINO_PRIVADO_MESSAGE,
  WEBHOOK_URL_NO_VALIDA_MESSAGE,
} from '@facturador/shared/domain/integrations';

/** The addresses a host name stands for, as the system resolver gives them (all of them, in its order). */
export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** What a webhook URL may resolve to besides the public internet (IntegrationsConfig). */
export interface DestinationPolicy {
  allowLoopback: boolean;
  allowPrivate: boolean;
  /** How host names are resolved, at save and at connect (tests give a table); the system's by default. */
  resolve?: HostResolver;
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
  ['192.88.99.0', 24], // 6to4 relays (deprecated, RFC 7526)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['64:ff9b:1::', 48], // NAT64 for local use (RFC 8215)
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (`::`, an embedded dotted IPv4 and a zone id allowed); null if it is none. */
function ipv6Bytes(address: string): number[] | null {
  const text = address.replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const words = (list: string[]) =>
    list.flatMap((group) =>
      group.includes('.')
        ? group.split('.').map(Number)
        : [Number.parseInt(group, 16) >> 8, Number.parseInt(group, 16) & 255],
    );
  const start = words(groups(head));
  const end = tail === undefined ? [] : words(groups(tail));
  return [...start, ...new Array(16 - start.length - end.length).fill(0), ...end];
}

const dotted = (bytes: number[]) => bytes.join('.');

/**
 * IPv6 ranges that carry an IPv4 address: the IPv4 address decides where they lead. Only mapped,
 * translated and NAT64 addresses of a public IPv4 address are public; the deprecated transition
 * forms (IPv4-compatible, 6to4, Teredo) never reach a receiver, and lead to this machine when
 * their IPv4 address is loopback (`[::127.0.0.1]`, `[2002:7f00:1::]`).
 */
const EMBEDDINGS: { prefix: number[]; ipv4: (bytes: number[]) => number[]; canBePublic: boolean }[] = [
  { prefix: [...new Array(10).fill(0), 255, 255], ipv4: (b) => b.slice(12), canBePublic: true }, // ::ffff:0:0/96
  { prefix: [...new Array(8).fill(0), 255, 255, 0, 0], ipv4: (b) => b.slice(12), canBePublic: true }, // ::ffff:0:0:0/96
  { prefix: [0, 0x64, 0xff, 0x9b, ...new Array(8).fill(0)], ipv4: (b) => b.slice(12), canBePublic: true }, // 64:ff9b::/96
  { prefix: new Array(12).fill(0), ipv4: (b) => b.slice(12), canBePublic: false }, // ::/96
  { prefix: [0x20, 0x02], ipv4: (b) => b.slice(2, 6), canBePublic: false }, // 2002::/16
  { prefix: [0x20, 0x01, 0, 0], ipv4: (b) => b.slice(12).map((byte) => byte ^ 255), canBePublic: false }, // Teredo client
];

function classifyIpv4(address: string): AddressClass {
  if (loopback.check(address, 'ipv4')) return 'loopback';
  if (privateRanges.check(address, 'ipv4')) return 'private';
  return 'public';
}

/** Where an IP address leads: an IPv6 address that embeds an IPv4 address counts as that address. */
export function classifyAddress(address: string): AddressClass {
  if (isIP(address) === 4) return classifyIpv4(address);
  const bytes = ipv6Bytes(address);
  if (!bytes) return 'private';
  const text = address.replace(/%.*$/, '');
  if (loopback.check(text, 'ipv6')) return 'loopback';
  // A zone id names a link: never the internet.
  if (address.includes('%')) return 'private';
  const embedding = EMBEDDINGS.find(({ prefix }) => prefix.every((byte, i) => bytes[i] === byte));
  if (embedding) {
    const kind = classifyIpv4(dotted(embedding.ipv4(bytes)));
    return kind === 'public' && !embedding.canBePublic ? 'private' : kind;
  }
  return privateRanges.check(text, 'ipv6') ? 'private' : 'public';
}

export function addressAllowed(address: string, policy: DestinationPolicy): boolean {
  const kind = classifyAddress(address);
  return (
    kind === 'public' || (kind === 'loopback' && policy.allowLoopback) || (kind === 'private' && policy.allowPrivate)
  );
}

/** `localhost` and the names under it are this machine whatever a resolver says (RFC 6761). */
const LOCALHOST_NAME = /^(?:[^.]+\.)*localhost\.?$/i;

/**
 * The addresses a host name stands for under the policy: where loopback is forbidden a localhost
 * name is refused as 127.0.0.1 without asking DNS (some resolvers do not know `localhost.`).
 */
export function resolveHost(hostname: string, policy: DestinationPolicy): ReturnType<HostResolver> {
  if (!policy.allowLoopback && LOCALHOST_NAME.test(hostname))
    return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
  return (policy.resolve ?? systemResolver)(hostname);
}

export class DestinationError extends Error {}

/** The host of a parsed URL as an IP literal (brackets off), or null when it is a name. */
export function ipLiteral(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

/**
 * Checks a webhook URL before it is saved: http(s) without credentials, and every address its host
 * resolves to allowed by the policy (SSRF: a webhook must not reach the servers beside the API).
 * The URL parser has already turned integer, octal and hex IPv4 forms into dotted ones. The delivery
 * checks the address again as it connects, so a name that changes address is caught too.
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
  const literal = ipLiteral(url);
  let addresses: string[];
  if (literal) addresses = [literal];
  else {
    try {
      addresses = (await resolveHost(url.hostname, policy)).map((entry) => entry.address);
    } catch {
      throw new DestinationError(WEBHOOK_DESTINO_NO_RESUELVE_MESSAGE);
    }
  }
  if (addresses.length === 0) throw new DestinationError(WEBHOOK_DESTINO_NO_RESUELVE_MESSAGE);
  if (!addresses.every((address) => addressAllowed(address, policy)))
    throw new DestinationError(WEBHOOK_DESTINO_PRIVADO_MESSAGE);
}
