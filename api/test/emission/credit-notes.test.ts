import {
  type CreditableRemainderResponse,
  cantidadExcedeFacturadoMessage,
  compradorDistintoMessage,
  formatFechaSri,
  precioExcedeFacturadoMessage,
  productoNoFacturadoMessage,
} from '@facturador/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER, facturar, invoiceBody, line, useEmissionApi, waitForEstado } from './helpers';
import { comprobanteOf, expectValidSignedComprobante } from './xml-checks';

const ctx = useEmissionApi();

let principal: string;
let cemento: string;

beforeAll(() => {
  principal = ctx.ids.warehouse('Bodega Principal');
  cemento = ctx.ids.product('CEM-50')._id;
});

/** 4 bags of cement at 8.25 with 1.00 off, and a service: billed to María. */
const billed = () => [
  {
    ...line('CEM-50', 'Cemento Holcim 50 kg', 8.25, 4, { producto_id: cemento, esInventariado: true }),
    producto_descuento: 1,
  },
  line('SRV-INST', 'Instalación de equipos', 25, 1),
];

async function authorizedInvoice(): Promise<string> {
  const response = await facturar(ctx.demo, invoiceBody({ productos: billed(), almacen_id: principal }));
  await waitForEstado(ctx.demo, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso;
}

async function remainder(clave: string): Promise<CreditableRemainderResponse> {
  const response = await ctx.demo.get(`/api/facturas/${clave}/acreditable`);
  expect(response.status).toBe(200);
  return response.body;
}

/** A credit note as the screen builds it from the original invoice. */
function noteBody(clave: string, productos: ReturnType<typeof line>[], buyer: Partial<typeof BUYER> = {}) {
  return invoiceBody({
    tipoComprobante: 'notaCredito',
    almacen_id: principal,
    ...BUYER,
    ...buyer,
    productos,
    motivoNotaCredito: 'Devolución de producto',
    facturaAModificar: clave,
    fechaFactura: formatFechaSri(new Date()),
  });
}

const cementBack = (cantidad: number, descuento: number, precio = 8.25) => ({
  ...line('CEM-50', 'Cemento Holcim 50 kg', precio, cantidad, { producto_id: cemento, esInventariado: true }),
  producto_descuento: descuento,
});

const post = async (body: unknown) => {
  const response = await ctx.demo.post('/api/facturar', body);
  return { status: response.status, message: response.body?.error?.message as string, body: response.body };
};

describe('credit notes by construction', () => {
  let clave: string;

  beforeAll(async () => {
    clave = await authorizedInvoice();
  });

  it('tells the screen what the invoice billed and what remains creditable', async () => {
    const saldo = await remainder(clave);
    expect(saldo.lineas.map((l) => [l.codigo, l.cantidadFacturada, l.cantidadDisponible])).toEqual([
      ['CEM-50', 4, 4],
      ['SRV-INST', 1, 1],
    ]);
    expect(saldo.lineas[0]!.original).toMatchObject({ precioUnitario: 8.25, descuento: 1, producto_id: cemento });
    // 32.00 + 25.00 = 57.00, IVA 8.55.
    expect(saldo).toMatchObject({ importeTotalFactura: 65.55, importeAcreditado: 0, importeDisponible: 65.55 });
  });

  it('refuses another buyer, a raised price and a product that was not invoiced, naming the line', async () => {
    expect(await post(noteBody(clave, [cementBack(1, 0.25)], { comprador_cedula: '1713175071' }))).toMatchObject({
      status: 400,
      message: compradorDistintoMessage(BUYER.comprador_cedula),
    });
    // Billed at 8.25 - 0.25 = 8.00 each: 8.25 with no discount is a raise.
    expect(await post(noteBody(clave, [cementBack(1, 0)]))).toMatchObject({
      status: 400,
      message: precioExcedeFacturadoMessage('CEM-50', 8.25, 8),
    });
    expect(await post(noteBody(clave, [line('PIN-BLA', 'Pintura blanca', 18.5)]))).toMatchObject({
      status: 400,
      message: productoNoFacturadoMessage('PIN-BLA'),
    });
  });

  it('issues a partial return, then counts it: quantity and amount left shrink', async () => {
    const first = await post(noteBody(clave, [cementBack(3, 0.75)]));
    expect(first.status).toBe(200);
    await waitForEstado(ctx.demo, first.body.claveAcceso, 'AUTORIZADA');
    const xml = comprobanteOf(
      (await ctx.api.anonymous.get(`/api/factura_xml/${first.body.claveAcceso}`)).body as string,
    );
    expectValidSignedComprobante(xml, 'notaCredito');

    const saldo = await remainder(clave);
    expect(saldo.lineas.map((l) => l.cantidadDisponible)).toEqual([1, 1]);
    // 3 x 8.25 - 0.75 = 24.00 + 3.60 of IVA.
    expect(saldo).toMatchObject({ importeAcreditado: 27.6, importeDisponible: 37.95 });

    expect(await post(noteBody(clave, [cementBack(2, 0.5)]))).toMatchObject({
      status: 400,
      message: cantidadExcedeFacturadoMessage(4),
    });
  });

  it('keeps partial credit by amount (Descuento no aplicado): a lower price passes, the total still caps', async () => {
    const lower = noteBody(clave, [line('SRV-INST', 'Instalación de equipos', 10, 1)]);
    lower.factura.motivoNotaCredito = 'Descuento no aplicado';
    const ok = await post(lower);
    expect(ok.status).toBe(200);
    await waitForEstado(ctx.demo, ok.body.claveAcceso, 'AUTORIZADA');
    expect(await post(noteBody(clave, [line('SRV-INST', 'Instalación de equipos', 1, 1)]))).toMatchObject({
      status: 400,
      message: cantidadExcedeFacturadoMessage(1),
    });
    const last = await post(noteBody(clave, [cementBack(1, 0.25)]));
    expect(last.status).toBe(200);
    const saldo = await remainder(clave);
    expect(saldo.lineas.map((l) => l.cantidadDisponible)).toEqual([0, 0]);
    // 65.55 - 27.60 - 11.50 - 9.20.
    expect(saldo).toMatchObject({ importeAcreditado: 48.3, importeDisponible: 17.25 });
  });
});
