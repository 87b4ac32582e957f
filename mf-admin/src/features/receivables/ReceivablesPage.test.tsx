import { setRuntimeConfig } from '@facturador/shared/config';
import type { UserInfo } from '@facturador/shared/domain';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { ambienteMostradoTexto, VER_PRUEBAS_LABEL } from '@facturador/shared/domain/reports';
import { clearSession, sessionStore, startSession, userInfoAtom } from '@facturador/shared/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceivablesPage } from './ReceivablesPage';

const API = 'http://api.prueba';
const tramos = { porVencer: 115, d1a30: 0, d31a60: 0, d61a90: 0, mas90: 0 };

/** A company that emits in PRUEBAS only. */
const duena: UserInfo = {
  usuario: 'duena',
  nombre: 'Ana',
  nombreComercial: 'Consultora Ana',
  razonSocial: 'TORRES ANDRADE ANA LUCIA',
  ruc: '1710034065001',
  almacen: null,
  ambiente: null,
  cobraIce: false,
  permisos: { usarInventario: false, cambiarAlmacen: false, administrar: true },
  empresa: {
    plan: 'gratis',
    ambiente: 1,
    certificadoValidoHasta: null,
    uso: {
      mes: '2026-12',
      documentosProduccion: { usados: 0, maximo: 0 },
      productosInventariados: { usados: 0, maximo: 0 },
    },
  },
};

/** GET /api/cuentas-por-cobrar as the API answers it: the company's ambiente (1) unless one is asked for. */
function stubApi(): (string | null)[] {
  const asked: (string | null)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    asked.push(url.searchParams.get('ambiente'));
    const ambiente = Number(url.searchParams.get('ambiente') ?? 1);
    const clientes =
      ambiente === 1
        ? [{ identificacion: '1792146739001', razonSocial: 'ANDINA S.A.', saldo: 115, vencido: 0, tramos, facturas: 1 }]
        : [];
    const body = {
      corte: '2026-12-01',
      ambiente,
      clientes,
      totales: { saldo: 115 * clientes.length, vencido: 0, tramos },
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <ReceivablesPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: API }));
  startSession('token-de-prueba');
  sessionStore.set(userInfoAtom, duena);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('Cuentas por cobrar of a company in PRUEBAS (real React)', () => {
  it("opens on PRUEBAS, says so, and remembers the user's choice on the next visit", async () => {
    const asked = stubApi();
    renderPage();
    expect(await screen.findByText('ANDINA S.A.')).toBeTruthy();
    expect(asked).toEqual([null]);
    const toggle = screen.getByLabelText(VER_PRUEBAS_LABEL) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByText(ambienteMostradoTexto(1))).toBeTruthy();

    await userEvent.setup().click(toggle);
    expect(await screen.findByText('No hay saldos por cobrar en esta fecha de corte.')).toBeTruthy();
    expect(screen.getByText(ambienteMostradoTexto(2))).toBeTruthy();
    expect(asked.at(-1)).toBe('2');

    cleanup();
    asked.length = 0;
    renderPage();
    expect(await screen.findByText('No hay saldos por cobrar en esta fecha de corte.')).toBeTruthy();
    expect(asked).toEqual(['2']);
    expect((screen.getByLabelText(VER_PRUEBAS_LABEL) as HTMLInputElement).checked).toBe(false);
  });
});
