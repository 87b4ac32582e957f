import { setRuntimeConfig } from '@facturador/shared/config';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import type { Compra } from '@facturador/shared/domain/withholdings';
import { clearSession, startSession } from '@facturador/shared/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchasesTable } from './PurchasesTable';
import { SupplierEmailField } from './SupplierEmailField';
import { UnverifiedNotice } from './UnverifiedNotice';

const API = 'http://api.prueba';

const compra = (extra: Partial<Compra> = {}): Compra => ({
  id: '11111111-1111-4111-8111-111111111111',
  origen: 'manual',
  claveAcceso: null,
  numero: '001-001-000000501',
  fechaEmision: '2026-11-20',
  numeroAutorizacion: '1234567890',
  proveedor: {
    tipoIdentificacion: '04',
    identificacion: '1791234567001',
    razonSocial: 'DISTRIBUIDORA DEL PACÍFICO S.A.',
    direccion: '',
    email: '',
  },
  totalSinImpuestos: 100,
  bases: [{ codigoPorcentaje: 4, tarifa: 15, baseImponible: 100, valor: 15 }],
  iva: 15,
  importeTotal: 115,
  verificada: null,
  creadoEn: '2026-11-20T15:00:00.000Z',
  retenciones: [],
  ...extra,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every request with `answer` and keeps what was sent. */
function stubApi(answer: (sent: Sent) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const entry = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    sent.push(entry);
    return answer(entry);
  });
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: API }));
  startSession('token-de-prueba');
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('Compras (real React)', () => {
  it('marks a purchase the SRI could not verify «Sin verificar» and shows where its retención goes', () => {
    render(
      <PurchasesTable
        compras={[
          compra({ verificada: false, numeroAutorizacion: '1'.repeat(49) }),
          compra({ id: '22222222-2222-4222-8222-222222222222', numero: '001-001-000000502', verificada: true }),
        ]}
        onWithhold={() => undefined}
      />,
    );
    const [, unverified, verified] = screen.getAllByRole('row');
    expect(within(unverified!).getByText('Sin verificar')).toBeTruthy();
    expect(unverified!.textContent).toContain('el SRI no respondió al registrarla');
    expect(within(unverified!).getByText('Sin correo del proveedor')).toBeTruthy();
    expect(within(verified!).queryByText('Sin verificar')).toBeNull();
  });

  it('edits the supplier’s e-mail on the purchase (labelled field) and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    const answers = [
      json(400, { error: { message: 'El correo del proveedor no puede ser uno de su propia empresa' } }),
      json(200, compra({ proveedor: { ...compra().proveedor, email: 'retenciones@pacifico.example.com' } })),
    ];
    const sent = stubApi(() => answers.shift()!);
    const saved: Compra[] = [];
    render(<SupplierEmailField compra={compra()} onSaved={(updated) => saved.push(updated)} />);

    const field = screen.getByLabelText('Correo del proveedor') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(screen.getByText(/la retención no se enviará por correo/)).toBeTruthy();
    await user.type(field, 'facturacion@elmanaba.ec');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText('El correo del proveedor no puede ser uno de su propia empresa')).toBeTruthy();
    expect(saved).toEqual([]);

    await user.clear(field);
    await user.type(field, 'retenciones@pacifico.example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText('Correo del proveedor guardado.')).toBeTruthy();
    expect(sent.map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', `/api/compras/${compra().id}`, { proveedorEmail: 'facturacion@elmanaba.ec' }],
      ['PUT', `/api/compras/${compra().id}`, { proveedorEmail: 'retenciones@pacifico.example.com' }],
    ]);
    expect(saved[0]?.proveedor.email).toBe('retenciones@pacifico.example.com');
  });

  it('says a purchase is «sin verificar» and checks it against the SRI on request', async () => {
    const user = userEvent.setup();
    const refusal = 'La base imponible con IVA 15% ($500.00) supera la de la factura autorizada en el SRI ($200.00)';
    const answers = [json(422, { error: { message: refusal } }), json(200, compra({ verificada: true }))];
    const sent = stubApi(() => answers.shift()!);
    const verified: Compra[] = [];
    render(
      <UnverifiedNotice compra={compra({ verificada: false })} onVerified={(updated) => verified.push(updated)} />,
    );

    expect(screen.getByRole('alert').textContent).toContain('Sin verificar: el SRI no respondió al registrarla');
    await user.click(screen.getByRole('button', { name: 'Verificar con el SRI' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(verified).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Verificar con el SRI' }));
    await vi.waitFor(() => expect(verified.map((updated) => updated.verificada)).toEqual([true]));
    expect(sent.map((request) => [request.method, request.path])).toEqual([
      ['POST', `/api/compras/${compra().id}/verificacion`],
      ['POST', `/api/compras/${compra().id}/verificacion`],
    ]);
  });
});
