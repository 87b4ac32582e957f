import { formatFechaSri } from '@facturador/shared/domain';
import {
  GUIA_TRASLADO_CON_FACTURA_MESSAGE,
  guiaExcedeTrasladadoMessage,
  guiaMovimientoNoTrasladoMessage,
  guiaProductoNoTrasladadoMessage,
} from '@facturador/shared/domain/waybills';
import { beforeAll, describe, expect, it } from 'vitest';
import { facturar, invoiceBody, line, useEmissionApi, waitForEstado } from '../emission/helpers';
import { comprobanteOf } from '../emission/xml-checks';

const ctx = useEmissionApi();
const hoy = () => formatFechaSri(new Date());

let traslado: string;
let entrada: string;
let invoice: string;

const moved = (codigo: string, cantidad: number) => ({
  producto_id: ctx.ids.product(codigo)._id,
  nombre: ctx.ids.product(codigo).nombre,
  cantidad,
  detalle: '',
});

/** 5 bags of cement and 2 tins of paint go from Bodega Principal to Sucursal Manta. */
beforeAll(async () => {
  const principal = ctx.ids.warehouse('Bodega Principal');
  const manta = ctx.ids.warehouse('Sucursal Manta');
  const recorded = await ctx.demo.post('/api/movimientos', {
    tipo_movimiento: 'TRASLADO',
    origen: principal,
    destino: manta,
    items: [moved('CEM-50', 5), moved('PIN-BLA', 2)],
  });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  traslado = recorded.body.movimiento._id;
  const other = await ctx.demo.post('/api/movimientos', {
    tipo_movimiento: 'ENTRADA',
    destino: principal,
    items: [moved('CEM-50', 1)],
  });
  entrada = other.body.movimiento._id;
  const sale = await facturar(ctx.demo, invoiceBody({ productos: [line('CEM-50', 'Cemento Holcim 50 kg', 8.25, 1)] }));
  invoice = sale.body.claveAcceso;
  await waitForEstado(ctx.demo, invoice, 'AUTORIZADA');
});

const destinatario = (detalles: { codigoInterno?: string; descripcion: string; cantidad: number }[]) => ({
  identificacion: '1390012345001',
  razonSocial: 'la empresa',
  direccion: 'Av. Flavio Reyes y Calle 20, Manta',
  motivoTraslado: 'Traslado entre establecimientos propios',
  codEstabDestino: '001',
  detalles,
});
const cemento = (cantidad: number) => ({ codigoInterno: 'CEM-50', descripcion: 'Cemento Holcim 50 kg', cantidad });

const guia = (destinatarios: unknown[], movimientoId: string | null = traslado) => ({
  dirPartida: 'Av. Manabí y Calle Olmedo, Portoviejo',
  transportista: { tipoIdentificacion: '05', identificacion: '1312456781', razonSocial: 'Zambrano Carlos' },
  placa: 'MBA-1234',
  fechaIniTransporte: hoy(),
  fechaFinTransporte: hoy(),
  destinatarios,
  ambiente: 1,
  ...(movimientoId ? { movimientoId } : {}),
});

const emitir = (body: unknown) => ctx.demo.request('POST', '/api/guias-remision', body);
const movement = async (id: string) => (await ctx.demo.get(`/api/movimientos/${id}`)).body.movimiento;

describe('a guía de remisión for a stock TRASLADO', () => {
  it('the movement lists its products with their code, and no guía yet', async () => {
    const { items, guiasRemision } = await movement(traslado);
    expect(items.map((item: { codigo: string }) => item.codigo).sort()).toEqual(['CEM-50', 'PIN-BLA']);
    expect(guiasRemision).toBeUndefined();
  });

  it('is issued for the movement, AUTORIZADA, and the movement then shows it', async () => {
    const response = await emitir(guia([destinatario([cemento(3)])]));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const clave = response.body.claveAcceso as string;
    await waitForEstado(ctx.demo, clave, 'AUTORIZADA');
    const signed = comprobanteOf((await ctx.api.anonymous.get(`/api/factura_xml/${clave}`)).body as string);
    expect(signed).toContain('<codEstabDestino>001</codEstabDestino>');
    // The company itself receives the goods.
    expect(signed).toMatch(/<identificacionDestinatario>\d{13}<\/identificacionDestinatario>/);

    const shown = await movement(traslado);
    expect(shown.guiasRemision).toEqual([
      { claveAcceso: clave, numero: expect.stringMatching(/^001-001-\d{9}$/), estado: 'AUTORIZADA' },
    ]);
    const listed = await ctx.demo.get('/api/movimientos?tipo_movimiento=TRASLADO');
    const row = listed.body.movimientos.find((candidate: { _id: string }) => candidate._id === traslado);
    expect(row.guiasRemision).toHaveLength(1);
  });

  it('never carries more than was moved, across the movement’s guías', async () => {
    // 3 of the 5 bags already travel: 2 remain.
    const over = await emitir(guia([destinatario([cemento(3)])]));
    expect(over.status).toBe(422);
    expect(over.body.error.message).toBe(guiaExcedeTrasladadoMessage('Cemento Holcim 50 kg', 3, 2));
    const notMoved = await emitir(guia([destinatario([{ descripcion: 'Varilla 12 mm', cantidad: 1 }])]));
    expect(notMoved.status).toBe(422);
    expect(notMoved.body.error.message).toBe(guiaProductoNoTrasladadoMessage('Varilla 12 mm'));
    const rest = await emitir(guia([destinatario([cemento(2), { descripcion: 'Pintura látex blanca', cantidad: 2 }])]));
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((await movement(traslado)).guiasRemision).toHaveLength(2);
  });

  it('refuses another kind of movement, another company’s, and sales in it, storing nothing', async () => {
    const before = (await ctx.demo.get('/api/facturas?tipo=06&limite=200')).body.facturas.length;
    const notTransfer = await emitir(guia([destinatario([cemento(1)])], entrada));
    expect(notTransfer.status).toBe(422);
    expect(notTransfer.body.error.message).toBe(guiaMovimientoNoTrasladoMessage(entrada));
    const foreign = await ctx.otra.request('POST', '/api/guias-remision', guia([destinatario([cemento(1)])]));
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.message).toBe(guiaMovimientoNoTrasladoMessage(traslado));
    const withSale = await emitir(
      guia([
        {
          ...destinatario([cemento(1)]),
          codEstabDestino: undefined,
          facturaClaveAcceso: invoice,
        },
      ]),
    );
    expect(withSale.status).toBe(400);
    expect(withSale.body.error.message).toBe(GUIA_TRASLADO_CON_FACTURA_MESSAGE);
    const badId = await emitir(guia([destinatario([cemento(1)])], 'x'));
    expect(badId.status).toBe(400);
    expect((await ctx.demo.get('/api/facturas?tipo=06&limite=200')).body.facturas.length).toBe(before);
  });

  it('an invoice’s card lists the guías that deliver it', async () => {
    const response = await emitir({
      ...guia(
        [
          {
            identificacion: '1710034065',
            razonSocial: 'María José Loor',
            direccion: 'Portoviejo',
            motivoTraslado: 'Venta',
            facturaClaveAcceso: invoice,
            detalles: [cemento(1)],
          },
        ],
        null,
      ),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const listed = await ctx.demo.get(`/api/facturas?filtro=${invoice}`);
    expect(listed.body.facturas[0].guiasRemision).toEqual([
      expect.objectContaining({ claveAcceso: response.body.claveAcceso }),
    ]);
  });
});
