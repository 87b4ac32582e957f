import { setRuntimeConfig } from '@facturador/shared/config';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { ENVIAR_WHATSAPP_LABEL, TELEFONO_WHATSAPP_LABEL } from '@facturador/shared/domain/whatsapp';
import { clearSession, startSession } from '@facturador/shared/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IssuedWhatsapp } from './IssuedWhatsapp';

const API = 'http://api.prueba';
const CLAVE = `${'0'.repeat(8)}01${'1'.repeat(39)}`;
const WA_URL = 'https://wa.me/593991112233?text=Hola';

/** GET /api/persona answers the buyer with their phone; POST …/whatsapp the link and the send. */
function stubApi() {
  const asked: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input as Request;
    const body = request.method === 'POST' ? await request.clone().json() : undefined;
    asked.push({ method: request.method, url: request.url, body });
    const reply = request.url.includes('/api/persona')
      ? {
          data: { tipoIdentificacion: '05', razonSocial: 'MARÍA', direccion: '', email: '', telefono: '0991112233' },
          mensaje: 'Cliente encontrado',
        }
      : {
          url: WA_URL,
          telefono: '593991112233',
          envio: { usuario: 'caja1', fecha: '2026-03-02T15:30:00.000Z', telefono: '593991112233' },
        };
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: API }));
  startSession('token-de-prueba');
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('«Enviar por WhatsApp» after emission (real React)', () => {
  it("starts from the registered buyer's phone, opens wa.me and says where it went", async () => {
    const user = userEvent.setup();
    const asked = stubApi();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<IssuedWhatsapp claveAcceso={CLAVE} numero="001-001-000000123" identificacion="1710034065" />);

    await user.click(screen.getByRole('button', { name: ENVIAR_WHATSAPP_LABEL }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar comprobante por WhatsApp 001-001-000000123' });
    const field = within(dialog).getByLabelText(TELEFONO_WHATSAPP_LABEL) as HTMLInputElement;
    await vi.waitFor(() => expect(field.value).toBe('099 111 2233'));
    await user.click(within(dialog).getByRole('button', { name: 'Abrir WhatsApp' }));

    expect(await screen.findByText('Enviado por WhatsApp: +593 99 111 2233')).toBeTruthy();
    expect(open).toHaveBeenCalledWith(WA_URL, '_blank', 'noopener');
    expect(asked.at(-1)).toEqual({
      method: 'POST',
      url: `${API}/api/facturas/${CLAVE}/whatsapp`,
      body: { telefono: '099 111 2233' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nobody for a consumidor final: the clerk types the number', async () => {
    const user = userEvent.setup();
    const asked = stubApi();
    render(<IssuedWhatsapp claveAcceso={CLAVE} numero="001-001-000000124" identificacion="9999999999999" />);
    await user.click(screen.getByRole('button', { name: ENVIAR_WHATSAPP_LABEL }));
    expect((screen.getByLabelText(TELEFONO_WHATSAPP_LABEL) as HTMLInputElement).value).toBe('');
    expect(asked).toEqual([]);
  });
});
