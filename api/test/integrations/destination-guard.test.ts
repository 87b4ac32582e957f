import { entregaDestinoPrivadoError } from '@facturador/shared/domain/integrations';
import { describe, expect, it } from 'vitest';
import { classifyAddress } from '../../src/services/integrations/destination-guard';
import { postWebhook } from '../../src/services/integrations/webhook-http';
import { startReceiver } from './receiver';

describe('webhook destinations (SSRF)', () => {
  it('tells public, loopback and private addresses apart', () => {
    expect(classifyAddress('127.0.0.1')).toBe('loopback');
    expect(classifyAddress('127.8.9.10')).toBe('loopback');
    expect(classifyAddress('::1')).toBe('loopback');
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('loopback');
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      'fd12::1',
      'fe80::1',
      '::',
      '::ffff:10.0.0.1',
    ])
      expect(classifyAddress(address), address).toBe('private');
    // IPv6 forms that carry an IPv4 address lead where that address does.
    for (const address of [
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:7f00:1',
      '::ffff:0:7f00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2002:7f01:203:4::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
    ])
      expect(classifyAddress(address), address).toBe('loopback');
    for (const address of [
      '::a00:1',
      '::8.8.8.8',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::808:808',
      '2002:a00:1::',
      '2002:808:808::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      'fec0::1',
      'fe80::1%eth0',
    ])
      expect(classifyAddress(address), address).toBe('private');
    for (const address of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2800:bf0::1', '64:ff9b::808:808', '::ffff:8.8.8.8'])
      expect(classifyAddress(address), address).toBe('public');
  });

  it('checks the address it connects to: nothing reaches a loopback receiver the policy forbids', async () => {
    const receiver = await startReceiver();
    try {
      const refused = await postWebhook(receiver.url, '{}', {}, { allowLoopback: false, allowPrivate: false }, 2_000);
      expect(refused).toEqual({ status: null, error: entregaDestinoPrivadoError('127.0.0.1'), refused: true });
      const byName = await postWebhook(
        receiver.url.replace('127.0.0.1', 'localhost'),
        '{}',
        {},
        { allowLoopback: false, allowPrivate: false },
        2_000,
      );
      expect(byName).toEqual({ status: null, error: entregaDestinoPrivadoError('127.0.0.1'), refused: true });
      expect(receiver.received).toHaveLength(0);
      const allowed = await postWebhook(receiver.url, '{}', {}, { allowLoopback: true, allowPrivate: false }, 2_000);
      expect(allowed).toEqual({ status: 200, error: null });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
