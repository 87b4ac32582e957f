import { setRuntimeConfig } from '@facturador/shared/config';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { clearSession, sessionStore, startSession, userInfoAtom } from '@facturador/shared/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { administrador, emisorSettings } from '../../test-support/company';
import { setupProgress } from './setup-progress';
import { WelcomePage } from './WelcomePage';

const API = 'http://api.prueba';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A company with a certificate-less emisor whose only point continues a previous system's numbering at 1503. */
function stubApi() {
  const punto = {
    _id: 'p1',
    codigo: '001',
    activo: true,
    siguiente: {
      factura: { pruebas: 1503, produccion: 1 },
      notaCredito: { pruebas: 1, produccion: 1 },
      retencion: { pruebas: 1, produccion: 1 },
    },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(new Request(input, init).url);
    if (pathname === '/api/emisor') return json({ emisor: emisorSettings() });
    if (pathname === '/api/establecimientos')
      return json({
        establecimientos: [
          { _id: 'e1', codigo: '001', direccion: 'Portoviejo', nombreComercial: '', activo: true, puntos: [punto] },
        ],
      });
    if (pathname === '/api/facturas') return json({ facturas: [], siguienteCursor: null, limite: 1 });
    return new Response('{}', { status: 404 });
  });
}

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: API }));
  startSession('token-de-prueba');
  sessionStore.set(userInfoAtom, administrador());
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/admin welcome (real React)', () => {
  it('greets the user by name; the figures come before the generic hints; numbering is ticked once set', async () => {
    stubApi();
    render(
      <MemoryRouter>
        <WelcomePage figures={<section aria-label="Resumen del negocio" />} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Bienvenido/a Administrador' })).toBeTruthy();
    expect(screen.getByText('Hola, Carlos Zambrano.')).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'Resumen del negocio' });
    const hint = screen.getByRole('heading', { name: 'Facturas' });
    expect(figures.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const pasos = screen.getByRole('region', { name: 'Primeros pasos' });
    await vi.waitFor(() => expect(within(pasos).getAllByText('(hecho)')).toHaveLength(1));
    expect(within(pasos).getByText('(hecho)').closest('li')?.textContent).toContain('Establecimientos');
  });
});

describe('setupProgress', () => {
  it('ticks the first invoice once the company has a document', () => {
    expect(setupProgress(emisorSettings(), [], 1).primeraFactura).toBe(true);
    expect(setupProgress(emisorSettings(), [], 0)).toEqual({
      certificado: false,
      logo: false,
      numeracion: false,
      primeraFactura: false,
    });
  });
});
