import { setRuntimeConfig } from '@facturador/shared/config';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE, RIDE_RATE_LIMITED_MESSAGE } from '@facturador/shared/domain/ride';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicRidePage } from './PublicRidePage';

const API = 'http://api.prueba';
/** Each test its own key: the page keeps one answer per key for the life of the page. */
let nextKey = 1811202301179001691900120721260002540020711013510n;
const newKey = () => String(nextKey++);

/** GET /api/factura_ride/{clave} answered by `answer`; every URL asked is kept. */
function stubApi(answer: () => { status: number; body: unknown }): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const { status, body } = answer();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

function renderPage(clave: string) {
  render(
    <MemoryRouter initialEntries={[`/descargar-factura/${clave}`]}>
      <Routes>
        <Route path="/descargar-factura/:clave" element={<PublicRidePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const factura = {
  comerciante: { razonSocial: 'Ferretería El Clavo S.A.' },
  tipoDocumento: 'Factura',
  numeroEstablecimiento: '001',
  puntoEmision: '002',
  secuencial: '000000123',
  fecha: '26/11/2026',
  facturacion: { importeTotal: 12.5 },
};

beforeEach(() => setRuntimeConfig(parseRuntimeConfig({ apiUrl: API })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/descargar-factura/{clave} (real React)', () => {
  it('says who issued what, when and for how much before «Ver factura», from one request', async () => {
    const clave = newKey();
    const asked = stubApi(() => ({ status: 200, body: { factura } }));
    renderPage(clave);
    expect(screen.getByRole('heading', { name: 'Visualiza tu factura' })).toBeTruthy();
    expect(screen.getByText(clave)).toBeTruthy();
    expect(await screen.findByText('Ferretería El Clavo S.A.')).toBeTruthy();
    expect(screen.getByText('001-002-000000123')).toBeTruthy();
    expect(screen.getByText('26/11/2026')).toBeTruthy();
    expect(screen.getByText('$ 12.50')).toBeTruthy();
    expect(asked).toEqual([`${API}/api/factura_ride/${clave}`]);
  });

  it('an unknown key: no summary, and «Ver factura» gives the spec’s message', async () => {
    const clave = newKey();
    const asked = stubApi(() => ({ status: 404, body: { error: { message: 'No encontrado' } } }));
    renderPage(clave);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver factura' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CLAVE_ACCESO_INCORRECTA_MESSAGE);
    expect(screen.queryByText('Emisor')).toBeNull();
    // A failed lookup is forgotten: the button asked again instead of reusing the 404.
    expect(asked).toHaveLength(2);
  });

  it('too many lookups: the API’s own message says to wait', async () => {
    const clave = newKey();
    stubApi(() => ({ status: 429, body: { error: { message: RIDE_RATE_LIMITED_MESSAGE } } }));
    renderPage(clave);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver factura' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RIDE_RATE_LIMITED_MESSAGE);
  });

  it('a key that is not 49 digits is never sent to the API', async () => {
    const asked = stubApi(() => ({ status: 200, body: { factura } }));
    renderPage('12345');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver factura' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CLAVE_ACCESO_INCORRECTA_MESSAGE);
    expect(asked).toEqual([]);
  });
});
