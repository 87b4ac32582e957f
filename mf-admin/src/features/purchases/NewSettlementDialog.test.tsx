import { IDEMPOTENCY_KEY_HEADER } from '@facturador/shared/domain';
import { DESTINO_REQUERIDO_MESSAGE } from '@facturador/shared/domain/movements';
import { LIQUIDACION_CEDULA_INVALIDA_MESSAGE } from '@facturador/shared/domain/purchase-settlements';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, inTurn, signedInAs } from '../../test-support/api';
import { almacen, producto } from '../../test-support/catalogue';
import { administrador, emisorSettings } from '../../test-support/company';
import { compra } from '../../test-support/purchases';
import { renderScreen } from '../../test-support/render';
import { PurchasesPage } from './PurchasesPage';

const agente = { emisor: emisorSettings({ agenteRetencion: '1' }) };
const clave = '0212202603131245678100120010010000000071234567813';
const liquidacion = compra({
  id: '22222222-2222-4222-8222-222222222222',
  origen: 'liquidacion',
  estadoLiquidacion: 'RECIBIDA',
  claveAcceso: clave,
  numero: '001-001-000000007',
  proveedor: {
    tipoIdentificacion: '05',
    identificacion: '1710034065',
    razonSocial: 'PEREZ LOPEZ MARIA',
    direccion: 'Recinto La Pila, Montecristi',
    email: '',
  },
  totalSinImpuestos: 50,
  bases: [
    { codigoPorcentaje: 0, tarifa: 0, baseImponible: 40, valor: 0 },
    { codigoPorcentaje: 4, tarifa: 15, baseImponible: 10, valor: 1.5 },
  ],
  iva: 1.5,
  importeTotal: 51.5,
});

signedInAs(administrador);

async function openDialog() {
  const user = renderScreen(<PurchasesPage />);
  await user.click(await screen.findByRole('button', { name: 'Nueva liquidación de compra' }));
  const dialog = screen.getByRole('dialog', { name: 'Nueva liquidación de compra' });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return { user, dialog, field };
}

/** Types the proveedor and two lines: $ 40.00 at IVA 0 % and $ 10.00 at IVA 15 %. */
async function fill({ user, dialog, field }: Awaited<ReturnType<typeof openDialog>>) {
  await user.type(field('Identificación'), '1710034065');
  await user.type(field('Razón social'), 'PEREZ LOPEZ MARIA');
  await user.type(field('Dirección'), 'Recinto La Pila, Montecristi');
  await user.type(field('Descripción de la línea 1'), 'Cacao en grano');
  await user.type(field('Precio unitario de la línea 1'), '40');
  await user.selectOptions(field('IVA de la línea 1'), 'IVA 0%');
  await user.click(within(dialog).getByRole('button', { name: 'Agregar línea' }));
  await user.type(field('Descripción de la línea 2'), 'Flete');
  await user.type(field('Precio unitario de la línea 2'), '10');
}

describe('Nueva liquidación de compra (real React)', () => {
  it('asks for the proveedor and the lines, checks the cédula, and totals as typed', async () => {
    answerApi({ 'GET /api/emisor': agente, 'GET /api/compras': { compras: [] } });
    const opened = await openDialog();
    const { dialog, field, user } = opened;
    expect(
      within(field('Tipo de identificación') as unknown as HTMLSelectElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cédula', 'Pasaporte', 'Identificación del exterior']);
    for (const label of ['Correo electrónico', 'Cantidad de la línea 1', 'Descuento de la línea 1', 'Forma de pago']) {
      expect(field(label)).toBeTruthy();
    }
    expect(field('Forma de pago').value).toBe('01');
    expect(within(dialog).queryByLabelText('Almacén')).toBeNull();

    await user.type(field('Identificación'), '1710034066');
    expect(within(dialog).getByText(LIQUIDACION_CEDULA_INVALIDA_MESSAGE)).toBeTruthy();
    await user.selectOptions(field('Tipo de identificación'), 'Pasaporte');
    expect(within(dialog).queryByText(LIQUIDACION_CEDULA_INVALIDA_MESSAGE)).toBeNull();
    await user.selectOptions(field('Tipo de identificación'), 'Cédula');
    await user.clear(field('Identificación'));

    await fill(opened);
    expect(within(dialog).getByText(/^Subtotal:/).textContent).toBe('Subtotal: $ 50.00');
    expect(within(dialog).getByText(/^IVA:/).textContent).toBe('IVA: $ 1.50');
    expect(within(dialog).getByText(/^Total:/).textContent).toBe('Total: $ 51.50');
    expect(within(dialog).queryByText(LIQUIDACION_CEDULA_INVALIDA_MESSAGE)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Quitar la línea 2' }));
    expect(within(dialog).getByText(/^Total:/).textContent).toBe('Total: $ 40.00');
  });

  it('sends the liquidación once confirmed, shows the API’s refusal, retries with a new key and lists it', async () => {
    const refusal = 'El proveedor tiene RUC: pídale una factura.';
    const sent = answerApi({
      'GET /api/emisor': agente,
      'GET /api/compras': inTurn({ compras: [] }, { compras: [liquidacion] }),
      'POST /api/liquidaciones-compra': inTurn(apiError(400, refusal), {
        claveAcceso: clave,
        estado: 'INGRESADA',
        SRI: { estado: 'RECIBIDA', mensajes: [] },
      }),
    });
    const opened = await openDialog();
    const { dialog, field, user } = opened;
    await fill(opened);
    await user.selectOptions(field('Forma de pago'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir liquidación' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar liquidación de compra' });
    expect(confirm.textContent).toContain(
      'Se emitirá al SRI una liquidación de compra a PEREZ LOPEZ MARIA por $ 51.50, en ambiente PRUEBAS — sin validez tributaria.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar y emitir' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Emitir liquidación' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmar liquidación de compra' })).getByRole('button', {
        name: 'Confirmar y emitir',
      }),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'Liquidación de compra 001-001-000000007: INGRESADA',
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Nueva liquidación de compra' })).getByRole('button', {
        name: 'Cerrar',
      }),
    );
    // Just issued, it is still on its way: its retención waits for the SRI's authorization.
    const fila = (await screen.findByText('PEREZ LOPEZ MARIA')).closest('tr')!;
    expect(within(fila).getByText('Liquidación de compra · RECIBIDA')).toBeTruthy();
    expect(within(fila).getByText('Su retención se emite cuando el SRI la autorice')).toBeTruthy();
    expect(within(fila).queryByRole('button', { name: /Emitir retención/ })).toBeNull();

    const emitted = sent.filter((request) => request.path === '/api/liquidaciones-compra');
    expect(emitted.map((request) => request.body)).toEqual([expectedBody, expectedBody]);
    const [first, second] = emitted.map((request) => request.request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(sent.filter((request) => request.path === '/api/compras')).toHaveLength(2);
  });

  it('a line of an inventoried product asks for the Almacén it enters, refused until one is chosen, and sends both ids', async () => {
    const almacenId = '33333333-3333-4333-8333-333333333333';
    const cacaoId = '44444444-4444-4444-8444-444444444444';
    const sent = answerApi({
      'GET /api/emisor': agente,
      'GET /api/compras': { compras: [] },
      'GET /api/productos': {
        productos: [producto({ _id: cacaoId, codigo: 'CAC-KG', nombre: 'Cacao en grano', unidad_medida: 'kilo' })],
        error: null,
      },
      'GET /api/almacenes': [almacen({ _id: almacenId, nombre: 'Bodega Montecristi' })],
      'POST /api/liquidaciones-compra': {
        claveAcceso: clave,
        estado: 'INGRESADA',
        SRI: { estado: 'RECIBIDA', mensajes: [] },
      },
    });
    const opened = await openDialog();
    const { dialog, field, user } = opened;
    expect(within(dialog).queryByLabelText('Almacén')).toBeNull();
    await fill(opened);
    await user.click(within(dialog).getByRole('button', { name: 'Elegir producto de la línea 1' }));
    const picker = screen.getByRole('dialog', { name: 'Elegir producto de la línea 1' });
    await user.click(await within(picker).findByRole('button', { name: 'Elegir Cacao en grano' }));
    expect(screen.queryByRole('dialog', { name: 'Elegir producto de la línea 1' })).toBeNull();
    expect(within(dialog).getByText('CAC-KG')).toBeTruthy();

    // This user has no warehouse of their own: one must be chosen.
    await within(dialog).findByRole('option', { name: 'Bodega Montecristi' });
    expect(field('Almacén').value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir liquidación' }));
    expect(within(dialog).getByText(DESTINO_REQUERIDO_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirmar liquidación de compra' })).toBeNull();

    await user.selectOptions(field('Almacén'), 'Bodega Montecristi');
    expect(within(dialog).queryByText(DESTINO_REQUERIDO_MESSAGE)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Emitir liquidación' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmar liquidación de compra' })).getByRole('button', {
        name: 'Confirmar y emitir',
      }),
    );
    await screen.findByRole('status');
    const bodies = sent.filter((request) => request.path === '/api/liquidaciones-compra').map((r) => r.body);
    const [cacao, flete] = expectedBody.detalles;
    expect(bodies).toEqual([
      {
        ...expectedBody,
        almacen_id: almacenId,
        detalles: [{ producto_id: cacaoId, codigo: 'CAC-KG', ...cacao }, flete],
        pagos: [{ formaPago: '01', total: 51.5 }],
      },
    ]);
  });
});

const expectedBody = {
  ambiente: 1,
  proveedor: {
    tipoIdentificacion: '05',
    identificacion: '1710034065',
    razonSocial: 'PEREZ LOPEZ MARIA',
    direccion: 'Recinto La Pila, Montecristi',
    email: '',
  },
  detalles: [
    {
      descripcion: 'Cacao en grano',
      cantidad: 1,
      precioUnitario: 40,
      descuento: 0,
      precioTotalSinImpuesto: 40,
      impuesto: { codigo: 2, codigoPorcentaje: 0, tarifa: 0, baseImponible: 40, valor: 0 },
    },
    {
      descripcion: 'Flete',
      cantidad: 1,
      precioUnitario: 10,
      descuento: 0,
      precioTotalSinImpuesto: 10,
      impuesto: { codigo: 2, codigoPorcentaje: 4, tarifa: 15, baseImponible: 10, valor: 1.5 },
    },
  ],
  pagos: [{ formaPago: '20', total: 51.5 }],
  totalSinImpuestos: 50,
  totalDescuento: 0,
  subtotalIva: 10,
  subtotalIvaCero: 40,
  iva: 1.5,
  importeTotal: 51.5,
};
