import { setRuntimeConfig } from '@facturador/shared/config';
import type { UserInfo } from '@facturador/shared/domain';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { clearSession, sessionStore, startSession, userInfoAtom } from '@facturador/shared/session';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dashboard } from './Dashboard';

const API = 'http://api.prueba';

const administrador: UserInfo = {
  usuario: 'demo',
  nombre: 'Demo',
  nombreComercial: 'Ferretería Demo',
  razonSocial: 'Ferretería Demo S.A.',
  ruc: '1790016919001',
  almacen: null,
  ambiente: 2,
  cobraIce: false,
  permisos: { usarInventario: true, cambiarAlmacen: false, administrar: true },
};

/** Every GET is kept and left unanswered, as on a slow line: what the page asks before any answer. */
function stubSlowApi(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input.url : String(input));
    return new Promise<Response>(() => undefined);
  });
  return asked;
}

function renderDashboard() {
  render(
    <MemoryRouter>
      <Dashboard />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: API }));
  startSession('token-de-prueba');
  sessionStore.set(userInfoAtom, administrador);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('Resumen del negocio (real React)', () => {
  it('asks for its figures and for the receivables at once, not one after the other', async () => {
    const asked = stubSlowApi();
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Resumen del negocio' })).toBeTruthy();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.map((url) => new URL(url).pathname).sort()).toEqual(['/api/cuentas-por-cobrar', '/api/dashboard']);
  });

  it('asks nothing for a user who does not administer', () => {
    sessionStore.set(userInfoAtom, { ...administrador, permisos: { ...administrador.permisos, administrar: false } });
    const asked = stubSlowApi();
    renderDashboard();
    expect(screen.queryByRole('heading', { name: 'Resumen del negocio' })).toBeNull();
    expect(asked).toEqual([]);
  });
});
