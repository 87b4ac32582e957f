// @vitest-environment jsdom
import { clearSession, startSession } from '@facturador/shared/session';
import { afterEach, describe, expect, it } from 'vitest';
import { startEarly, takeEarly } from './early-requests';

const answers = (...values: string[]) => {
  const calls: string[] = [];
  return {
    calls,
    load: () => {
      const value = values[calls.length] ?? 'otra';
      calls.push(value);
      return Promise.resolve(value);
    },
  };
};

afterEach(() => clearSession());

describe('requests started early', () => {
  it('the page takes the answer started before it rendered, once; a reload asks again', async () => {
    startSession('token-a');
    const server = answers('temprana', 'recargada');
    startEarly('productos', server.load);
    startEarly('productos', server.load);
    expect(await takeEarly('productos', server.load)).toBe('temprana');
    expect(await takeEarly('productos', server.load)).toBe('recargada');
    expect(server.calls).toEqual(['temprana', 'recargada']);
  });

  it('another session never takes an answer started for the previous one; signed out nothing starts', async () => {
    startSession('token-a');
    const server = answers('de A', 'de B');
    startEarly('usuario', server.load);
    startSession('token-b');
    expect(await takeEarly('usuario', server.load)).toBe('de B');
    clearSession();
    expect(startEarly('usuario', server.load)).toBeNull();
    expect(server.calls).toEqual(['de A', 'de B']);
  });
});
