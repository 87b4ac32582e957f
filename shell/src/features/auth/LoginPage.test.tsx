import { setRuntimeConfig } from '@facturador/shared/config';
import { parseRuntimeConfig, TOKEN_STORAGE_KEY } from '@facturador/shared/domain/config';
import { LOGIN_FAILED_MESSAGE } from '@facturador/shared/domain/texts';
import { clearSession, startSession } from '@facturador/shared/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';

const API = 'http://api.prueba';
type Sent = { url: string; method: string; body: unknown };

/** POST /api/login answered by `answer` (a thrown error is the API out of reach); what was sent is kept. */
function stubApi(answer: () => { status: number; body: unknown }): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, method: request.method, body: await request.json() });
    const { status, body } = answer();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/nueva-factura" element={<h1>Nueva Factura</h1>} />
        <Route path="/" element={<h1>Inicio</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signIn(usuario: string, clave: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre de usuario'), usuario);
  await user.type(screen.getByLabelText('Contraseña'), clave);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  return user;
}

// The page imports the API client on the first sign-in; Vitest transforms that module graph on first use,
// which on a loaded machine outlasts findBy's wait. Loaded once here, each test waits only for the page.
beforeAll(() => import('@facturador/shared/api'));
beforeEach(() => setRuntimeConfig(parseRuntimeConfig({ apiUrl: API })));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/login, spec 01 §4 (real React)', () => {
  it('starts with the focus on «Nombre de usuario»', () => {
    renderLogin();
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre de usuario'));
  });

  it('signs in: the token is kept and the clerk lands on /nueva-factura', async () => {
    const sent = stubApi(() => ({ status: 200, body: { token: 'token-de-prueba' } }));
    renderLogin();
    await signIn('demo', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'Nueva Factura' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-de-prueba');
    expect(sent).toEqual([{ url: `${API}/api/login`, method: 'POST', body: { usuario: 'demo', clave: 'demo1234' } }]);
  });

  it('wrong credentials: «Error de autenticación» with the server’s text; «Entendido» clears only the password', async () => {
    stubApi(() => ({ status: 401, body: { error: { message: LOGIN_FAILED_MESSAGE } } }));
    renderLogin();
    const user = await signIn('demo', 'equivocada');
    const dialog = await screen.findByRole('dialog', { name: 'Error de autenticación' });
    expect(dialog.textContent).toContain(LOGIN_FAILED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Nombre de usuario') as HTMLInputElement).value).toBe('demo');
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('the API out of reach: the spec’s message, and the button is usable again', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderLogin();
    await signIn('demo', 'demo1234');
    const dialog = await screen.findByRole('dialog', { name: 'Error de autenticación' });
    expect(dialog.textContent).toContain(LOGIN_FAILED_MESSAGE);
    expect((screen.getByRole('button', { name: 'Ingresar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a signed-in user who opens /login is sent to the start page', () => {
    startSession('ya-tiene-sesion');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
  });
});
