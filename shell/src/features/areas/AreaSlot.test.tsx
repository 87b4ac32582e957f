import { setRuntimeConfig } from '@facturador/shared/config';
import type { UserInfo } from '@facturador/shared/domain';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { clearSession, sessionStore, startSession, userInfoAtom } from '@facturador/shared/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfigObject } from 'single-spa';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaSlot } from './AreaSlot';

const API = 'http://api.prueba';

/**
 * The area as docs/arquitectura.md lets one be written: its mount reads the user from the shared
 * session's atom, once, and writes what its first render would show.
 */
const mounted = vi.hoisted(() => ({ count: 0 }));
vi.mock('./load-area', () => ({
  loadArea: async (name: string): Promise<ParcelConfigObject> => ({
    name,
    bootstrap: async () => undefined,
    mount: async (props) => {
      mounted.count += 1;
      const { sessionStore, userInfoAtom } = await import('@facturador/shared/session');
      const user = sessionStore.get(userInfoAtom);
      const element = (props as unknown as { domElement: HTMLElement }).domElement;
      element.textContent = user ? `Hola, ${user.nombre}` : 'Cargando usuario…';
    },
    unmount: async () => undefined,
  }),
}));

const demo: UserInfo = {
  usuario: 'demo',
  nombre: 'Carla Demo',
  nombreComercial: 'Comercial El Manaba',
  razonSocial: 'ZAMBRANO MENDOZA CARLA',
  ruc: '1312456781001',
  almacen: null,
  ambiente: null,
  permisos: { usarInventario: true, cambiarAlmacen: true, administrar: true },
  cobraIce: false,
};

/** GET /api/user answered when the test says (`answer`), or failing with the server's message. */
function stubUser() {
  const asked: string[] = [];
  let answer: (status: number, body: unknown) => void = () => undefined;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new URL(new Request(input, init).url).pathname);
    return new Promise<Response>((resolve) => {
      answer = (status, body) =>
        resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    });
  });
  return { asked, answer: (status: number, body: unknown) => answer(status, body) };
}

const partner = { name: 'partner_area', basePath: '/socio', label: 'el área del socio' };

// The slot imports the API client on demand; Vitest transforms it on first use, slow on a loaded machine.
beforeAll(() => import('@facturador/shared/api'));
// A token per test: an answer kept for one session (api/early-requests.ts) is never another's.
let sessions = 0;
beforeEach(() => {
  mounted.count = 0;
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: API }));
  sessions += 1;
  startSession(`token-de-prueba-${sessions}`);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the area slot and the shared session (docs/arquitectura.md, issue 38)', () => {
  it('mounts a signed-in area once the user is in the session: its first render greets them', async () => {
    const api = stubUser();
    render(<AreaSlot area={{ ...partner, requireLogin: true }} configured />);
    expect(screen.getByRole('status')).toBeTruthy();
    await vi.waitFor(() => expect(api.asked).toEqual(['/api/user']));
    expect(mounted.count, 'no area before the user').toBe(0);

    api.answer(200, { usuario: demo });
    expect(await screen.findByText('Hola, Carla Demo')).toBeTruthy();
    expect(screen.queryByText('Cargando usuario…')).toBeNull();
    expect(mounted.count).toBe(1);
    expect(sessionStore.get(userInfoAtom)?.usuario).toBe('demo');
    expect(api.asked, 'one GET /api/user').toEqual(['/api/user']);
  });

  it('never waits with the user already in the session, nor for an area without requireLogin', async () => {
    const api = stubUser();
    sessionStore.set(userInfoAtom, demo);
    render(<AreaSlot area={{ ...partner, requireLogin: true }} configured />);
    expect(await screen.findByText('Hola, Carla Demo')).toBeTruthy();
    cleanup();

    sessionStore.set(userInfoAtom, null);
    render(<AreaSlot area={{ name: 'mf_landing', basePath: '/', label: 'la página de inicio' }} />);
    expect(await screen.findByText('Cargando usuario…')).toBeTruthy();
    expect(api.asked, 'a public area asks nothing').toEqual([]);
  });

  it('without the user it says why in the slot, and «Reintentar» asks again', async () => {
    const api = stubUser();
    render(<AreaSlot area={{ ...partner, requireLogin: true }} configured />);
    await vi.waitFor(() => expect(api.asked).toHaveLength(1));
    api.answer(503, { error: { message: 'Servicio no disponible' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Servicio no disponible');
    expect(mounted.count).toBe(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(api.asked).toHaveLength(2));
    api.answer(200, { usuario: demo });
    expect(await screen.findByText('Hola, Carla Demo')).toBeTruthy();
  });

  it("marks only an area /config.json adds, whose headings get the browser's sizes back (styles.css)", async () => {
    sessionStore.set(userInfoAtom, demo);
    const { container } = render(<AreaSlot area={{ ...partner, requireLogin: true }} configured />);
    await screen.findByText('Hola, Carla Demo');
    expect(container.querySelector('[data-configured-area="partner_area"]')).not.toBeNull();
    cleanup();
    const suite = render(<AreaSlot area={{ name: 'mf_admin', basePath: '/admin', label: 'la administración' }} />);
    await screen.findByText('Hola, Carla Demo');
    expect(suite.container.querySelector('[data-configured-area]')).toBeNull();
  });
});
