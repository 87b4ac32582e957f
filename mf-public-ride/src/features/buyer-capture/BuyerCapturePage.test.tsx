import { setRuntimeConfig } from '@facturador/shared/config';
import {
  CAPTURA_DATOS_REQUERIDOS_MESSAGE,
  CAPTURA_ENVIADA_MESSAGE,
  CAPTURA_EXPIRADA_MESSAGE,
  CAPTURA_USADA_MESSAGE,
  CEDULA_RUC_INVALIDA_MESSAGE,
} from '@facturador/shared/domain';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyerCapturePage } from './BuyerCapturePage';

const API = 'http://api.prueba';
const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCD';
type Answer = { status: number; body: unknown };

/** The API: GET answers the context, each POST the next of `posts`; the bodies sent are kept. */
function stubApi(context: Answer, posts: Answer[] = []) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    expect(request.url).toBe(`${API}/api/captura-cliente/${TOKEN}`);
    let answer = context;
    if (request.method === 'POST') {
      sent.push(await request.json());
      answer = posts.shift() ?? { status: 200, body: { ok: true } };
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const open = { status: 200, body: { nombreComercial: 'Comercial El Manaba', expiraEn: '2026-12-02T16:00:00.000Z' } };
const fail = (status: number, message: string) => ({ status, body: { error: { message } } });

function renderPage() {
  render(
    <MemoryRouter initialEntries={[`/datos-cliente/${TOKEN}`]}>
      <Routes>
        <Route path="/datos-cliente/:token" element={<BuyerCapturePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => setRuntimeConfig(parseRuntimeConfig({ apiUrl: API })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/datos-cliente/{token} (real React)', () => {
  it('shows the trade name and labelled fields, and sends the buyer’s data once', async () => {
    const sent = stubApi(open);
    renderPage();
    expect(await screen.findByText('Comercial El Manaba')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sus datos para la factura' })).toBeTruthy();
    const user = userEvent.setup();
    expect((screen.getByLabelText('Tipo de identificación') as HTMLSelectElement).value).toBe('05');
    await user.type(screen.getByLabelText('Número de identificación'), '1309876546');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
    await user.type(screen.getByLabelText('Teléfono (opcional)'), '0991234567');
    expect(screen.queryByLabelText(/Razón social/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Comercial El Manaba guarde mis datos/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect((await screen.findByRole('status')).textContent).toBe(CAPTURA_ENVIADA_MESSAGE);
    expect(sent).toEqual([
      {
        tipoIdentificacion: '05',
        identificacion: '1309876546',
        email: 'maria@example.com',
        telefono: '0991234567',
        registrar: true,
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Enviar mis datos' })).toBeNull();
  });

  it('checks the cédula with the invoice’s checker before sending', async () => {
    const sent = stubApi(open);
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Número de identificación'), '1710034066');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect(screen.getByRole('alert').textContent).toBe(CEDULA_RUC_INVALIDA_MESSAGE);
    expect(sent).toEqual([]);
  });

  it('asks for razón social and dirección when the catastro does not know the person', async () => {
    const sent = stubApi(open, [fail(400, CAPTURA_DATOS_REQUERIDOS_MESSAGE)]);
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Número de identificación'), '1710034073');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CAPTURA_DATOS_REQUERIDOS_MESSAGE);
    await user.type(screen.getByLabelText(/Razón social/), 'PAREDES ANA');
    await user.type(screen.getByLabelText('Dirección'), 'Calle Sucre 12, Quito');
    await user.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(sent[1]).toMatchObject({ razonSocial: 'PAREDES ANA', direccion: 'Calle Sucre 12, Quito' });
  });

  it('says an expired or used link so, without a form', async () => {
    for (const [status, message] of [
      [410, CAPTURA_EXPIRADA_MESSAGE],
      [409, CAPTURA_USADA_MESSAGE],
    ] as const) {
      stubApi(fail(status, message));
      renderPage();
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.queryByRole('button', { name: 'Enviar mis datos' })).toBeNull();
      cleanup();
    }
  });

  it('says the link was used when another phone spent it first', async () => {
    stubApi(open, [fail(409, CAPTURA_USADA_MESSAGE)]);
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Número de identificación'), '1309876546');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar mis datos' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CAPTURA_USADA_MESSAGE);
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
  });
});
