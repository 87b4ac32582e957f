import { WEBHOOK_DESTINO_PRIVADO_MESSAGE } from '@facturador/shared/domain/integrations';
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
    for (const address of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2800:bf0::1'])
      expect(classifyAddress(address), address).toBe('public');
  });

  it('checks the address it connects to: nothing reaches a loopback receiver the policy forbids', async () => {
    const receiver = await startReceiver();
    try {
      const refused = await postWebhook(receiver.url, '{}', {}, { allowLoopback: false, allowPrivate: false }, 2_000);
      expect(refused).toEqual({ status: null, error: WEBHOOK_DESTINO_PRIVADO_MESSAGE });
      const byName = await postWebhook(
        receiver.url.replace('127.0.0.1', 'localhost'),
        '{}',
        {},
        { allowLoopback: false, allowPrivate: false },
        2_000,
      );
      expect(byName).toEqual({ status: null, error: WEBHOOK_DESTINO_PRIVADO_MESSAGE });
      expect(receiver.received).toHaveLength(0);
      const allowed = await postWebhook(receiver.url, '{}', {}, { allowLoopback: true, allowPrivate: false }, 2_000);
      expect(allowed).toEqual({ status: 200, error: null });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
