import { setRuntimeConfig } from '@facturador/shared/config';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import {
  ACEPTACION_RECEPTOR_TEXT,
  ANULACION_NO_PENDIENTE_MESSAGE,
  aceptacionPendienteText,
  type DocumentSummary,
} from '@facturador/shared/domain/documents';
import { clearSession, startSession } from '@facturador/shared/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentCard } from './DocumentCard';

const API = 'http://api.prueba';
const CLAVE = `${'0'.repeat(8)}04${'1'.repeat(39)}`;
const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);

/** An authorized credit note as GET /api/facturas lists it. */
function nota(extra: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    _id: 'n1',
    claveAcceso: CLAVE,
    estado: 'AUTORIZADA',
    fecha: `${today}T10:00:00-05:00`,
    tipoComprobante: '04',
    ambiente: 2,
    estab: '001',
    ptoEmi: '001',
    secuencial: '000000007',
    numeroAutorizacion: CLAVE,
    fechaAutorizacion: `${today}T10:00:05-05:00`,
    contenido: {
      moneda: 'USD',
      importeTotal: 115,
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

const pendiente = {
  estado: 'PENDIENTE DE ACEPTACIÓN' as const,
  motivo: 'Servicio no prestado',
  usuario: 'demo',
  fecha: `${today}T11:00:00.000Z`,
  plazo: '14/12/2026',
};

/** Answers each POST with the next reply, keeping what was asked. */
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
});

describe('Anular a credit note: the receiver must accept (real React)', () => {
  it('the dialog says the receiver must accept, and the request leaves the note waiting', async () => {
    const user = userEvent.setup();
    const asked = stubApi([{ status: 200, body: { estado: 'PENDIENTE DE ACEPTACIÓN', anulacion: pendiente } }]);
    const stale = vi.fn();
    renderCard(nota(), stale);
    await user.click(screen.getByRole('button', { name: 'Anular' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(ACEPTACION_RECEPTOR_TEXT)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Motivo de la anulación'), 'Servicio no prestado');
    await user.click(within(dialog).getByRole('button', { name: 'Ya lo anulé en SRI en línea' }));
    await vi.waitFor(() => expect(stale).toHaveBeenCalled());
    expect(asked).toEqual([
      { url: `${API}/api/facturas/${CLAVE}/anulacion`, body: { motivo: 'Servicio no prestado' } },
    ]);
  });

  it('a pending note shows its state, what the receiver must do by when, and records the answer', async () => {
    const user = userEvent.setup();
    const asked = stubApi([
      { status: 409, body: { error: { message: ANULACION_NO_PENDIENTE_MESSAGE } } },
      { status: 200, body: { estado: 'ANULADA', anulacion: { ...pendiente, estado: 'ACEPTADA' } } },
    ]);
    const stale = vi.fn();
    renderCard(nota({ estado: 'PENDIENTE DE ACEPTACIÓN', anulacion: pendiente }), stale);
    expect(screen.getByText('PENDIENTE DE ACEPTACIÓN')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Anulación pendiente de aceptación' });
    const text = aceptacionPendienteText('14/12/2026');
    expect(text).toContain('El receptor debe aceptar la anulación en el SRI en línea dentro de 5 días hábiles');
    expect(within(section).getByText(text)).toBeTruthy();
    // Still valid: no 'Anular' again, and its RIDE downloads.
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Descargar' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(within(section).getByRole('button', { name: 'Rechazada' }));
    expect(await within(section).findByText(ANULACION_NO_PENDIENTE_MESSAGE)).toBeTruthy();
    expect(stale).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'Aceptada por el receptor' }));
    await vi.waitFor(() => expect(stale).toHaveBeenCalled());
    expect(asked.map((call) => call.body)).toEqual([{ aceptada: false }, { aceptada: true }]);
    expect(asked[1]!.url).toBe(`${API}/api/facturas/${CLAVE}/anulacion/respuesta`);
  });

  it('a rejected annulment says the note is still AUTORIZADA and offers Anular again', () => {
    renderCard(nota({ anulacion: { ...pendiente, estado: 'RECHAZADA' } }));
    expect(screen.getByText(/el comprobante sigue AUTORIZADO/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anular' })).toBeTruthy();
  });
});
