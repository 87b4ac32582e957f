import { setRuntimeConfig } from '@facturador/shared/config';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import {
  type DocumentSummary,
  ENVIAR_WHATSAPP_LABEL,
  ENVIOS_WHATSAPP_LABEL,
  TELEFONO_FIJO_WHATSAPP_MESSAGE,
  TELEFONO_WHATSAPP_INVALIDO_MESSAGE,
  TELEFONO_WHATSAPP_LABEL,
} from '@facturador/shared/domain/documents';
import { clearSession, startSession } from '@facturador/shared/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentCard } from './DocumentCard';

const API = 'http://api.prueba';
const CLAVE = `${'0'.repeat(8)}01${'1'.repeat(39)}`;
const WA_URL = 'https://wa.me/593991112233?text=Hola';

function factura(extra: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    _id: 'f1',
    claveAcceso: CLAVE,
    estado: 'AUTORIZADA',
    fecha: '2026-03-02T10:00:00-05:00',
    tipoComprobante: '01',
    ambiente: 2,
    estab: '001',
    ptoEmi: '001',
    secuencial: '000000123',
    numeroAutorizacion: CLAVE,
    fechaAutorizacion: '2026-03-02T10:00:05-05:00',
    contenido: {
      moneda: 'USD',
      importeTotal: 28.75,
      comprador: {
        razonSocialComprador: 'MARÍA JOSÉ LOOR',
        identificacionComprador: '1710034065',
        direccionComprador: 'PORTOVIEJO',
      },
    },
    mensajesSri: [],
    atencion: null,
    correos: [],
    ...extra,
  };
}

function stubApi(replies: { status: number; body: unknown }[]) {
  const asked: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input as Request;
    asked.push({ url: request.url, body: await request.clone().json() });
    const reply = replies.shift()!;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

function renderCard(documento: DocumentSummary, stale: () => void = () => undefined) {
  render(
    <MemoryRouter>
      <DocumentCard documento={documento} onEstado={() => undefined} onStale={stale} />
    </MemoryRouter>,
  );
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

describe('«Enviar por WhatsApp» on a card (real React)', () => {
  it("prefills the buyer's phone, records the send and opens the wa.me link", async () => {
    const user = userEvent.setup();
    const envio = { usuario: 'demo', fecha: '2026-03-02T15:30:00.000Z', telefono: '593991112233' };
    const asked = stubApi([{ status: 200, body: { url: WA_URL, telefono: '593991112233', envio } }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const stale = vi.fn();
    renderCard(factura({ telefonoComprador: '+593991112233' }), stale);

    await user.click(screen.getByRole('button', { name: ENVIAR_WHATSAPP_LABEL }));
    const dialog = screen.getByRole('dialog', { name: /^Enviar comprobante por WhatsApp \d{3}-\d{3}-\d{9}$/ });
    const field = within(dialog).getByLabelText(TELEFONO_WHATSAPP_LABEL) as HTMLInputElement;
    expect(field.value).toBe('099 111 2233');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir WhatsApp' }));

    await vi.waitFor(() => expect(stale).toHaveBeenCalled());
    expect(asked).toEqual([{ url: `${API}/api/facturas/${CLAVE}/whatsapp`, body: { telefono: '099 111 2233' } }]);
    expect(open).toHaveBeenCalledWith(WA_URL, '_blank', 'noopener');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the number before asking, and shows what the API refuses', async () => {
    const user = userEvent.setup();
    const asked = stubApi([{ status: 400, body: { error: { message: TELEFONO_WHATSAPP_INVALIDO_MESSAGE } } }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderCard(factura());

    await user.click(screen.getByRole('button', { name: ENVIAR_WHATSAPP_LABEL }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText(TELEFONO_WHATSAPP_LABEL) as HTMLInputElement;
    expect(field.value).toBe('');
    await user.type(field, '02 234 5678');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir WhatsApp' }));
    expect(within(dialog).getByText(TELEFONO_FIJO_WHATSAPP_MESSAGE)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);

    await user.clear(field);
    await user.type(field, '0991234567');
    // The API's word wins (say, a number the server refuses for its own reasons).
    await user.click(within(dialog).getByRole('button', { name: 'Abrir WhatsApp' }));
    expect(await within(dialog).findByText(TELEFONO_WHATSAPP_INVALIDO_MESSAGE)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('lists the recorded sends, and offers no WhatsApp for a document not authorized', () => {
    renderCard(
      factura({
        whatsapp: [
          { usuario: 'demo', fecha: '2026-03-02T15:30:00.000Z', telefono: '593991112233' },
          { usuario: 'caja1', fecha: '2026-03-02T16:00:00.000Z', telefono: '593987654321' },
        ],
      }),
    );
    const sends = screen.getByText(ENVIOS_WHATSAPP_LABEL).parentElement!;
    expect(within(sends).getByText('+593 99 111 2233')).toBeTruthy();
    expect(within(sends).getByText('+593 98 765 4321')).toBeTruthy();
    expect(within(sends).getByText(/por caja1/)).toBeTruthy();
    cleanup();

    renderCard(factura({ estado: 'NO AUTORIZADA' }));
    expect((screen.getByRole('button', { name: ENVIAR_WHATSAPP_LABEL }) as HTMLButtonElement).disabled).toBe(true);
  });
});
