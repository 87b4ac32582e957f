import { setRuntimeConfig } from '@facturador/shared/config';
import { type BuyerFormFields, CAPTURA_EXPIRADA_MESSAGE, EMPTY_BUYER_FORM } from '@facturador/shared/domain';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyerSection } from '../features/buyer/components/BuyerSection';
import { BuyerCaptureButton } from '../features/buyer-capture/BuyerCaptureButton';
import { useCounterShortcuts } from '../features/keyboard/useCounterShortcuts';
import { useScreenBuyerCapture } from './useScreenBuyerCapture';

const API = 'http://api.prueba';
const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCD';
const link = {
  token: TOKEN,
  url: `https://facturas.example.ec/datos-cliente/${TOKEN}`,
  expiraEn: '2026-12-02T16:00:00Z',
};
const datos = {
  tipoIdentificacion: '05',
  identificacion: '1309876546',
  razonSocial: 'Loor Velez Maria Fernanda',
  direccion: 'Portoviejo',
  email: 'maria@example.com',
  telefono: '0991234567',
  registrar: false,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** POST creates the link; each GET of the result answers the next of `results` (the last one repeats). */
function stubApi(results: unknown[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    asked.push(`${request.method} ${pathname}`);
    if (request.method === 'POST' && pathname === '/api/captura-cliente') return json(200, link);
    if (pathname === `/api/captura-cliente/${TOKEN}/resultado`)
      return json(200, results.length > 1 ? results.shift() : results[0]);
    return json(404, { error: { message: 'No encontrado' } });
  });
  return asked;
}

/** The invoice screen's buyer, as InvoiceScreen composes it. */
function Screen() {
  const [value, setValue] = useState<BuyerFormFields>(EMPTY_BUYER_FORM);
  const patch = (next: Partial<BuyerFormFields>) => setValue((current) => ({ ...current, ...next }));
  const capture = useScreenBuyerCapture(patch, () => undefined);
  useCounterShortcuts({
    entryEmpty: true,
    onSend: () => undefined,
    onEditLastLine: () => undefined,
    onBuyerCapture: capture.requestOpen,
  });
  return (
    <BuyerSection
      value={value}
      onChange={patch}
      onWarning={() => undefined}
      onBuyerReady={() => undefined}
      actions={<BuyerCaptureButton openRequests={capture.openRequests} onReceived={capture.receive} />}
    />
  );
}

beforeEach(() => setRuntimeConfig(parseRuntimeConfig({ apiUrl: API })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('«Datos del cliente por QR» on /nueva-factura (real React)', () => {
  it('shows the QR code and the link, then fills the buyer fields when the buyer sends them', async () => {
    const asked = stubApi([{ estado: 'pendiente' }, { estado: 'recibido', datos }]);
    render(<Screen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Datos del cliente por QR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del cliente por QR' });
    expect(await within(dialog).findByRole('img', { name: 'Código QR del enlace para el cliente' })).toBeTruthy();
    expect(within(dialog).getByText(link.url)).toBeTruthy();

    expect(await screen.findByText('Datos recibidos del cliente', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Nombre / Razón social') as HTMLInputElement).value).toBe(
      'LOOR VELEZ MARIA FERNANDA',
    );
    expect((screen.getByLabelText('Dirección') as HTMLInputElement).value).toBe('PORTOVIEJO');
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('maria@example.com');
    expect((screen.getByRole('checkbox', { name: 'Registrar comprador' }) as HTMLInputElement).checked).toBe(false);
    expect(asked.filter((call) => call.endsWith('/resultado')).length).toBeGreaterThanOrEqual(2);

    // The clerk may still correct what the buyer typed.
    const nombre = screen.getByLabelText('Nombre / Razón social');
    await user.clear(nombre);
    await user.type(nombre, 'Maria Loor');
    expect((nombre as HTMLInputElement).value).toBe('MARIA LOOR');
  }, 10_000);

  it('leaving the number the buyer sent does not look it up again (their e-mail stays theirs)', async () => {
    const asked = stubApi([{ estado: 'recibido', datos }]);
    render(<Screen />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Número de documento'));
    await user.keyboard('{F4}');
    expect(await screen.findByText('Datos recibidos del cliente', {}, { timeout: 4_000 })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Número de documento'));
    await user.tab();
    expect(asked.some((call) => call.includes('/api/persona'))).toBe(false);
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('maria@example.com');

    // A number the clerk types is looked up on leaving the field, as always.
    const numero = screen.getByLabelText('Número de documento');
    await user.clear(numero);
    await user.type(numero, '0923456784');
    await user.tab();
    expect(asked).toContain('GET /api/persona');
  }, 10_000);

  it('opens with F4 and says an expired link expired, offering another', async () => {
    stubApi([{ estado: 'expirado' }]);
    render(<Screen />);
    const user = userEvent.setup();
    await user.keyboard('{F4}');
    const dialog = await screen.findByRole('dialog', { name: 'Datos del cliente por QR' });
    expect((await within(dialog).findByRole('alert', {}, { timeout: 4_000 })).textContent).toBe(
      CAPTURA_EXPIRADA_MESSAGE,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear otro enlace' }));
    expect(await within(dialog).findByText(link.url)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 10_000);
});
