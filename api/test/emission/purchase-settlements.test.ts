import {
  formatFechaSri,
  ivaFueraDeVigenciaMessage,
  NO_PRODUCTOS_MESSAGE,
  pagosNoSumanMessage,
  parseClaveAcceso,
  TOTALES_NO_COINCIDEN_MESSAGE,
} from '@facturador/shared/domain';
import {
  buildLiquidacionCompraRequest,
  LIQUIDACION_CEDULA_INVALIDA_MESSAGE,
  LIQUIDACION_PROVEEDOR_CON_RUC_MESSAGE,
  LIQUIDACION_SIN_AUTORIZAR_RETENCION_MESSAGE,
  LIQUIDACION_SIN_DIRECCION_MESSAGE,
  LIQUIDACION_SIN_IDENTIFICACION_MESSAGE,
  LIQUIDACION_SIN_PAGOS_MESSAGE,
  LIQUIDACION_SIN_RAZON_SOCIAL_MESSAGE,
  LIQUIDACION_SOLO_IVA_MESSAGE,
  LIQUIDACION_TIPO_IDENTIFICACION_MESSAGE,
  type LiquidacionForm,
} from '@facturador/shared/domain/purchase-settlements';
import type { Compra } from '@facturador/shared/domain/withholdings';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { stockOf } from '../helpers/catalogue';
import { RETENCION_XSD, xmllintValidate } from '../sri/tools';
import { useEmissionApi, waitForEstado } from './helpers';
import { comprobanteOf, expectValidSignedComprobante } from './xml-checks';

/**
 * Liquidación de compra (03, issue #41 §2): the demo company buys fish from a fisherman with a cédula
 * and ice for it, through the emission spine and the simulated SRI; the liquidación becomes a purchase
 * with a retención on it, and the fish enters the warehouse.
 */
const ctx = useEmissionApi();

const PESCADOR = {
  tipoIdentificacion: '05',
  identificacion: '1304567892',
  razonSocial: 'Juan Pablo Mero Zambrano',
  direccion: 'Playa de Crucita, Portoviejo',
  email: 'juan.mero@example.com',
};

let principal: string;
let corvina: string;

/** 10 kilos of corvina at 4.00 (IVA 0 %) and 2 bags of ice at 5.00 (IVA 15 %): 51.50. */
const form = (overrides: Partial<LiquidacionForm> = {}): LiquidacionForm => ({
  ambiente: 1,
  almacen_id: principal,
  proveedor: PESCADOR,
  lineas: [
    {
      producto_id: corvina,
      codigo: 'COR-KG',
      descripcion: 'Corvina fresca',
      cantidad: 10,
      precioUnitario: 4,
      codigoPorcentaje: 0,
    },
    { codigo: 'HIELO', descripcion: 'Funda de hielo 10 kg', cantidad: 2, precioUnitario: 5, codigoPorcentaje: 4 },
  ],
  ...overrides,
});

const body = (overrides: Partial<LiquidacionForm> = {}) => buildLiquidacionCompraRequest(form(overrides));

const emitir = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.demo.request('POST', '/api/liquidaciones-compra', payload, headers);

async function compras(): Promise<Compra[]> {
  const response = await ctx.demo.get('/api/compras');
  expect(response.status).toBe(200);
  return response.body.compras;
}

/** The next liquidación number of the demo's point in PRUEBAS. */
async function siguiente(): Promise<number> {
  const response = await ctx.demo.get('/api/establecimientos');
  expect(response.status).toBe(200);
  return response.body.establecimientos[0].puntos[0].siguiente.liquidacionCompra.pruebas;
}

async function movimientosDe(claveAcceso: string) {
  const response = await ctx.demo.get(`/api/movimientos?filtro=${claveAcceso}`);
  expect(response.status).toBe(200);
  return response.body.movimientos as { tipo_movimiento: string; documentoReferencia: string | null }[];
}

beforeAll(async () => {
  principal = ctx.ids.warehouse('Bodega Principal');
  const producto = await ctx.demo.post('/api/productos', {
    codigo: 'COR-KG',
    nombre: 'Corvina fresca',
    descripcion: 'Por kilo',
    categoria: 'Mariscos',
    precio: 7.5,
    unidad_medida: 'kilo',
    serializado: false,
    inventariado: true,
    stock_minimo: 0,
    impuesto: 'IVA 0%',
    activo: true,
  });
  expect(producto.status).toBe(201);
  corvina = producto.body.producto._id;
  // An agente de retención: it issues the retención on what it buys.
  expect((await ctx.demo.put('/api/emisor', { agenteRetencion: '1' })).status).toBe(200);
});

describe('liquidación de compra (03)', () => {
  it('buys fish from a fisherman: AUTORIZADA, valid and signed, in stock once, a purchase with its retención', async () => {
    const antes = await stockOf(ctx.demo, corvina, principal);
    const request = body();
    expect(request.importeTotal).toBe(51.5);
    const response = await emitir(request, { 'Idempotency-Key': 'liquidacion-pescado' });
    expect(response.status).toBe(200);
    const { claveAcceso } = response.body;
    const key = parseClaveAcceso(claveAcceso)!;
    expect(key.codDoc).toBe('03');
    expect(key.checkDigitOk).toBe(true);
    expect(key.ruc).toBe(demoEmisor.ruc);

    const replay = await emitir(request, { 'Idempotency-Key': 'liquidacion-pescado' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.claveAcceso).toBe(claveAcceso);

    const authorized = await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
    expect(authorized.tipoComprobante).toBe('03');
    const xml = await fetch(`${ctx.api.url}/api/factura_xml/${claveAcceso}`);
    expect(xml.status).toBe(200);
    const signed = comprobanteOf(await xml.text());
    expectValidSignedComprobante(signed, 'liquidacionCompra');
    expect(signed).toContain('<liquidacionCompra id="comprobante" version="1.1.0">');
    expect(signed).toContain(
      '<tipoIdentificacionProveedor>05</tipoIdentificacionProveedor><razonSocialProveedor>Juan Pablo Mero Zambrano</razonSocialProveedor><identificacionProveedor>1304567892</identificacionProveedor><direccionProveedor>Playa de Crucita, Portoviejo</direccionProveedor>',
    );
    expect(signed).toContain(
      '<totalImpuesto><codigo>2</codigo><codigoPorcentaje>0</codigoPorcentaje><baseImponible>40.00</baseImponible><tarifa>0.00</tarifa><valor>0.00</valor></totalImpuesto>',
    );
    expect(signed).toContain(
      '<totalImpuesto><codigo>2</codigo><codigoPorcentaje>4</codigoPorcentaje><baseImponible>10.00</baseImponible><tarifa>15.00</tarifa><valor>1.50</valor></totalImpuesto>',
    );
    expect(signed).toContain('<importeTotal>51.50</importeTotal>');

    // The fish entered the warehouse once, the replay moved nothing; the ice is no product.
    expect(await stockOf(ctx.demo, corvina, principal)).toBe(antes + 10);
    const movimientos = await movimientosDe(claveAcceso);
    expect(movimientos.map((m) => [m.tipo_movimiento, m.documentoReferencia])).toEqual([['ENTRADA', claveAcceso]]);

    // It is a purchase: listed, by its number and its own key as authorization.
    const compra = (await compras()).find((row) => row.claveAcceso === claveAcceso);
    expect(compra).toMatchObject({
      origen: 'liquidacion',
      numero: `${key.estab}-${key.ptoEmi}-${key.secuencial}`,
      fechaEmision: `${key.fechaEmision.slice(6)}-${key.fechaEmision.slice(3, 5)}-${key.fechaEmision.slice(0, 2)}`,
      numeroAutorizacion: claveAcceso,
      proveedor: { tipoIdentificacion: '05', identificacion: '1304567892', razonSocial: PESCADOR.razonSocial },
      totalSinImpuestos: 50,
      iva: 1.5,
      importeTotal: 51.5,
      estadoLiquidacion: 'AUTORIZADA',
      retenciones: [],
    });
    expect(compra!.bases).toEqual([
      { codigoPorcentaje: 0, tarifa: 0, baseImponible: 40, valor: 0 },
      { codigoPorcentaje: 4, tarifa: 15, baseImponible: 10, valor: 1.5 },
    ]);

    // Its retención (IVA 100 %, the usual one here) sustains on codDoc 03.
    const retencion = await ctx.demo.post('/api/retenciones', {
      compra_id: compra!.id,
      retenciones: [
        { impuesto: 'renta', codigo: '312', baseImponible: 50, porcentaje: 1.75 },
        { impuesto: 'iva', codigo: '3', baseImponible: 1.5, porcentaje: 100 },
      ],
    });
    expect(retencion.status).toBe(200);
    const claveRetencion = retencion.body.claveAcceso;
    await waitForEstado(ctx.demo, claveRetencion, 'AUTORIZADA');
    const retencionXml = comprobanteOf(await (await fetch(`${ctx.api.url}/api/factura_xml/${claveRetencion}`)).text());
    const schema = xmllintValidate(retencionXml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ''), RETENCION_XSD);
    expect(schema.output).toContain('validates');
    expect(schema.ok).toBe(true);
    expect(retencionXml).toContain(
      `<codDocSustento>03</codDocSustento><numDocSustento>${key.estab}${key.ptoEmi}${key.secuencial}</numDocSustento>`,
    );
    expect(retencionXml).toContain(`<numAutDocSustento>${claveAcceso}</numAutDocSustento>`);
    expect(retencionXml).toContain('<identificacionSujetoRetenido>1304567892</identificacionSujetoRetenido>');
    const listada = (await compras()).find((row) => row.claveAcceso === claveAcceso);
    expect(listada!.retenciones.map((r) => r.claveAcceso)).toEqual([claveRetencion]);
  });

  it('moves no stock for lines that are not inventoried products', async () => {
    const response = await emitir(
      body({
        almacen_id: undefined,
        lineas: [
          { descripcion: 'Limpieza de oficinas, noviembre', cantidad: 1, precioUnitario: 120, codigoPorcentaje: 4 },
        ],
        proveedor: { ...PESCADOR, tipoIdentificacion: '06', identificacion: 'AB123456', email: undefined },
      }),
    );
    expect(response.status).toBe(200);
    expect(await movimientosDe(response.body.claveAcceso)).toEqual([]);
    await waitForEstado(ctx.demo, response.body.claveAcceso, 'AUTORIZADA');
  });
});

describe('a liquidación the SRI has not authorized', () => {
  it('sustains no retención while the SRI has not authorized it', async () => {
    ctx.sim.setFaults('en-proceso');
    try {
      // No goods: this one stays on its way to the SRI while the next test changes the faults.
      const response = await emitir(body({ lineas: [form().lineas[1]!] }));
      expect(response.status).toBe(200);
      const { claveAcceso } = response.body;
      const compra = (await compras()).find((row) => row.claveAcceso === claveAcceso);
      // The list says how the SRI has it, so the screen offers no retención yet.
      expect(compra!.estadoLiquidacion).not.toBe('AUTORIZADA');
      const retencion = await ctx.demo.post('/api/retenciones', {
        compra_id: compra!.id,
        retenciones: [{ impuesto: 'renta', codigo: '312', baseImponible: 10, porcentaje: 1.75 }],
      });
      expect(retencion.status).toBe(409);
      expect(retencion.body.error.message).toBe(LIQUIDACION_SIN_AUTORIZAR_RETENCION_MESSAGE);
    } finally {
      ctx.sim.setFaults('');
    }
  });

  it('NO AUTORIZADA: its goods leave the warehouse again and it is no purchase', async () => {
    const antes = await stockOf(ctx.demo, corvina, principal);
    ctx.sim.setFaults('no-autorizado:39');
    let claveAcceso: string;
    try {
      const response = await emitir(body());
      expect(response.status).toBe(200);
      claveAcceso = response.body.claveAcceso;
      await waitForEstado(ctx.demo, claveAcceso, 'NO AUTORIZADA');
    } finally {
      ctx.sim.setFaults('');
    }
    expect(await stockOf(ctx.demo, corvina, principal)).toBe(antes);
    const movimientos = await movimientosDe(claveAcceso);
    expect(movimientos.map((m) => m.tipo_movimiento).sort()).toEqual(['ENTRADA', 'SALIDA']);
    expect((await compras()).some((row) => row.claveAcceso === claveAcceso)).toBe(false);
  });
});

describe('liquidación de compra refusals (Spanish, nothing stored)', () => {
  const hoy = () => formatFechaSri(new Date());
  const conProveedor = (proveedor: Record<string, unknown>) => ({
    ...body(),
    proveedor: { ...PESCADOR, ...proveedor },
  });
  const sinCampo = (campo: keyof typeof PESCADOR) => {
    const { [campo]: _quitado, ...proveedor } = PESCADOR;
    return { ...body(), proveedor };
  };
  const conIce = () => {
    const request = body();
    const [pescado, hielo] = request.detalles;
    return { ...request, detalles: [pescado, { ...hielo!, impuesto: { ...hielo!.impuesto, codigo: 3 } }] };
  };
  const conIva12 = () =>
    body({
      lineas: [{ descripcion: 'Funda de hielo 10 kg', cantidad: 2, precioUnitario: 5, codigoPorcentaje: 2 }],
    });

  const cases: [string, () => unknown, string][] = [
    [
      'a proveedor with a RUC',
      () => conProveedor({ tipoIdentificacion: '04', identificacion: '1790016919001' }),
      LIQUIDACION_PROVEEDOR_CON_RUC_MESSAGE,
    ],
    [
      'consumidor final',
      () => conProveedor({ tipoIdentificacion: '07', identificacion: '9999999999999' }),
      LIQUIDACION_TIPO_IDENTIFICACION_MESSAGE,
    ],
    [
      'an "NA" identificación',
      () => conProveedor({ tipoIdentificacion: '06', identificacion: 'NA' }),
      LIQUIDACION_SIN_IDENTIFICACION_MESSAGE,
    ],
    ['a blank identificación', () => conProveedor({ identificacion: '   ' }), LIQUIDACION_SIN_IDENTIFICACION_MESSAGE],
    ['no identificación', () => sinCampo('identificacion'), LIQUIDACION_SIN_IDENTIFICACION_MESSAGE],
    ['no razón social', () => sinCampo('razonSocial'), LIQUIDACION_SIN_RAZON_SOCIAL_MESSAGE],
    ['an "N/A" dirección', () => conProveedor({ direccion: 'N/A' }), LIQUIDACION_SIN_DIRECCION_MESSAGE],
    ['a wrong cédula', () => conProveedor({ identificacion: '1304567891' }), LIQUIDACION_CEDULA_INVALIDA_MESSAGE],
    ['a tax other than IVA', conIce, LIQUIDACION_SOLO_IVA_MESSAGE],
    ['an IVA rate not in force', conIva12, ivaFueraDeVigenciaMessage('IVA 12%', hoy())],
    [
      'a total that is not its lines',
      () => ({ ...body(), importeTotal: 51, pagos: [{ formaPago: '01', total: 51 }] }),
      TOTALES_NO_COINCIDEN_MESSAGE,
    ],
    [
      'payments that are not its total',
      () => ({ ...body(), pagos: [{ formaPago: '01', total: 50 }] }),
      pagosNoSumanMessage(50, 51.5),
    ],
    ['no payments', () => ({ ...body(), pagos: [] }), LIQUIDACION_SIN_PAGOS_MESSAGE],
    ['no lines', () => ({ ...body(), detalles: [] }), NO_PRODUCTOS_MESSAGE],
  ];

  let intento = 0;
  it.each(cases)('refuses %s', async (_caso, payload, message) => {
    intento += 1;
    const [comprasAntes, numeroAntes, stockAntes] = [
      await compras(),
      await siguiente(),
      await stockOf(ctx.demo, corvina, principal),
    ];
    const response = await emitir(payload(), { 'Idempotency-Key': `rechazo-${intento}` });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await compras()).toEqual(comprasAntes);
    expect(await siguiente()).toBe(numeroAntes);
    expect(await stockOf(ctx.demo, corvina, principal)).toBe(stockAntes);
  });
});
