import { fechaEcuador, formatFechaSri, parseClaveAcceso, sumMoney } from '@facturador/shared/domain';
import { REGLAS_VENTAS_ATS } from '@facturador/shared/domain/annexes';
import { buildLiquidacionCompraRequest } from '@facturador/shared/domain/purchase-settlements';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { customerWithholding, fictitiousCertificate } from '../../src/testing/customer-withholding';
import { supplierInvoice } from '../../src/testing/supplier-invoice';
import {
  BUYER,
  facturar,
  invoiceBody,
  line,
  quickInvoice,
  serviceLine,
  useEmissionApi,
  waitForEstado,
} from '../emission/helpers';
import { PROVEEDOR } from '../withholdings/supplier';
import { blocks, expectValidAts, field } from './ats-tools';

/**
 * The monthly ATS over real HTTP (issue #42 §2): a PRODUCCIÓN month of the demo company with invoices,
 * a credit note, a nota de débito, a retención received, purchases with and without retención, a
 * liquidación with its retención, an annulled invoice and an establishment without sales.
 */
const ctx = useEmissionApi();

const AGENTE = {
  ruc: '1790012344001',
  razonSocial: 'CONSTRUCTORA ANDINA S.A.',
  dirMatriz: 'Av. Amazonas N34-120, Quito',
};
const PESCADOR = {
  tipoIdentificacion: '05',
  identificacion: '1304567892',
  razonSocial: 'Juan Pablo Mero Zambrano',
  direccion: 'Playa de Crucita, Portoviejo',
};
const hoy = fechaEcuador();
const periodo = `anio=${hoy.year}&mes=${hoy.month}`;
const hoyIso = `${hoy.year}-${String(hoy.month).padStart(2, '0')}-${String(hoy.day).padStart(2, '0')}`;

async function authorized(body: unknown): Promise<string> {
  const { claveAcceso } = (await facturar(ctx.demo, body)).body;
  await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
  return claveAcceso;
}

async function retencion(compraId: string, retenciones: unknown[]) {
  const response = await ctx.demo.post('/api/retenciones', { compra_id: compraId, retenciones });
  expect(response.status).toBe(200);
  await waitForEstado(ctx.demo, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso as string;
}

const ids = { conRetencion: '', sinRetencion: '', liquidacion: '' };
const claves = {
  agente: '',
  maria: '',
  final: '',
  nc: '',
  nd: '',
  anulada: '',
  retencion: '',
  liquidacion: '',
  retencionLiquidacion: '',
};

beforeAll(async () => {
  expect((await ctx.demo.put('/api/emisor', { agenteRetencion: '1' })).status).toBe(200);
  const estab = await ctx.demo.post('/api/establecimientos', {
    codigo: '009',
    direccion: 'Av. Reales Tamarindos, Portoviejo',
  });
  expect(estab.status).toBe(201);

  // Sales: to the withholding agent (100.00 at 15 % + 20.00 at 0 %), to María (2 × 25.00), to consumidor final.
  claves.agente = await authorized(
    invoiceBody({
      ambiente: 2,
      tipo_identificacion: '04',
      comprador_cedula: AGENTE.ruc,
      comprador_nombres: AGENTE.razonSocial,
      comprador_direccion: AGENTE.dirMatriz,
      comprador_email: 'pagos@andina.example.com',
      productos: [
        line('SRV-INST', 'Instalación de equipos', 100),
        line('SRV-CAP', 'Capacitación', 20, 1, { producto_impuesto: 'IVA 0%' }),
      ],
    }),
  );
  claves.maria = await authorized(invoiceBody({ ambiente: 2, productos: [serviceLine(2)] }));
  claves.final = await authorized({ ...quickInvoice(), factura: { ...quickInvoice().factura, ambiente: 2 } });
  claves.nc = await authorized(
    invoiceBody({
      ambiente: 2,
      tipoComprobante: 'notaCredito',
      ...BUYER,
      productos: [serviceLine(1)],
      motivoNotaCredito: 'Devolución de producto',
      facturaAModificar: claves.maria,
      fechaFactura: formatFechaSri(new Date()),
    }),
  );
  const nd = await ctx.demo.post('/api/notas-debito', {
    facturaModificada: claves.agente,
    motivos: [{ razon: 'Interés por mora', valor: 10 }],
    impuesto: 'IVA 15%',
    ambiente: 2,
  });
  expect(nd.status).toBe(200);
  claves.nd = nd.body.claveAcceso;
  await waitForEstado(ctx.demo, claves.nd, 'AUTORIZADA');
  claves.anulada = await authorized(invoiceBody({ ambiente: 2, productos: [serviceLine(4)] }));
  const anulada = await ctx.demo.post(`/api/facturas/${claves.anulada}/anulacion`, { motivo: 'Servicio no prestado' });
  expect(anulada.body).toMatchObject({ estado: 'ANULADA' });
  // A PRUEBAS invoice is not reported.
  await authorized(invoiceBody({ productos: [serviceLine(3)] }));

  // The agent's retención on its invoice: renta 2.75 % of 120.00 = 3.30, IVA 30 % of 15.00 = 4.50.
  const key = parseClaveAcceso(claves.agente)!;
  const recibida = customerWithholding({
    agente: AGENTE,
    certificate: fictitiousCertificate(AGENTE),
    sujeto: demoEmisor,
    ambiente: 2,
    secuencial: 71,
    fechaEmision: new Date(),
    facturas: [
      {
        numero: key.numeroDocumento,
        fechaEmision: key.fechaEmision,
        totalSinImpuestos: 120,
        baseGravada: 100,
        iva: 15,
        importeTotal: 135,
        renta: { codigo: '3440', porcentaje: 2.75 },
        ivaRetenido: { codigo: '1', porcentaje: 30 },
      },
    ],
  });
  ctx.sim.publish(recibida.xml);
  expect((await ctx.demo.post('/api/retenciones-recibidas', { claveAcceso: recibida.claveAcceso })).status).toBe(201);

  // Purchases: the supplier's PRODUCCIÓN invoice (250.00, IVA 30.00) withheld on, a typed one without retención.
  const factura = supplierInvoice({
    proveedor: PROVEEDOR,
    certificate: fictitiousCertificate(PROVEEDOR),
    comprador: demoEmisor,
    ambiente: 2,
    secuencial: 4501,
    fechaEmision: new Date(),
    lineas: [line('P-1', 'Resmas de papel', 200), line('P-2', 'Libros', 50, 1, { producto_impuesto: 'IVA 0%' })],
  });
  ctx.sim.publish(factura.xml);
  const conRetencion = await ctx.demo.post('/api/compras', { claveAcceso: factura.claveAcceso });
  expect(conRetencion.status).toBe(201);
  ids.conRetencion = conRetencion.body.id;
  claves.retencion = await retencion(ids.conRetencion, [
    { impuesto: 'renta', codigo: '312', baseImponible: 250, porcentaje: 1.75 },
    { impuesto: 'iva', codigo: '1', baseImponible: 30, porcentaje: 30 },
  ]);
  const typed = await ctx.demo.post('/api/compras', {
    proveedorRuc: '1790011674001',
    proveedorRazonSocial: 'Ferretería Ñandú & Cía. Ltda.',
    numero: '002-001-000000077',
    fechaEmision: hoyIso,
    numeroAutorizacion: '1234567890',
    bases: [{ codigoPorcentaje: 4, baseImponible: 1000 }],
    iva: 150,
  });
  expect(typed.status).toBe(201);
  ids.sinRetencion = typed.body.id;

  // A liquidación (40.00 at 0 % + 10.00 at 15 %) and its retención: renta 1.75 % of 50.00, IVA 100 % of 1.50.
  const liquidacion = await ctx.demo.post(
    '/api/liquidaciones-compra',
    buildLiquidacionCompraRequest({
      ambiente: 2,
      proveedor: PESCADOR,
      lineas: [
        { codigo: 'COR-KG', descripcion: 'Corvina fresca', cantidad: 10, precioUnitario: 4, codigoPorcentaje: 0 },
        { codigo: 'HIELO', descripcion: 'Funda de hielo 10 kg', cantidad: 2, precioUnitario: 5, codigoPorcentaje: 4 },
      ],
    }),
  );
  expect(liquidacion.status).toBe(200);
  claves.liquidacion = liquidacion.body.claveAcceso;
  await waitForEstado(ctx.demo, claves.liquidacion, 'AUTORIZADA');
  const compras = (await ctx.demo.get('/api/compras')).body.compras as { id: string; claveAcceso: string }[];
  ids.liquidacion = compras.find((compra) => compra.claveAcceso === claves.liquidacion)!.id;
  claves.retencionLiquidacion = await retencion(ids.liquidacion, [
    { impuesto: 'renta', codigo: '312', baseImponible: 50, porcentaje: 1.75 },
    { impuesto: 'iva', codigo: '3', baseImponible: 1.5, porcentaje: 100 },
  ]);
}, 120_000);

const numero = (clave: string) => {
  const key = parseClaveAcceso(clave)!;
  return { estab: key.estab, ptoEmi: key.ptoEmi, secuencial: key.secuencial };
};

describe('ATS del mes', () => {
  it('refuses while purchases lack codSustento or the big one its forma de pago, naming each', async () => {
    const validacion = await ctx.demo.get(`/api/anexos/ats/validacion?${periodo}`);
    expect(validacion.status).toBe(200);
    expect(validacion.body.reglaVentas).toBe(REGLAS_VENTAS_ATS[0]!.texto);
    const liquidacion = numero(claves.liquidacion);
    const liquidacionNumero = `${liquidacion.estab}-${liquidacion.ptoEmi}-${liquidacion.secuencial}`;
    const expected = [
      `Factura ${
        parseClaveAcceso((await ctx.demo.get(`/api/compras/${ids.conRetencion}`)).body.claveAcceso)!.numeroDocumento
      } de ${PROVEEDOR.razonSocial}: no tiene código de sustento (Tabla 5); asígnelo en Compras`,
      'Factura 002-001-000000077 de Ferretería Ñandú & Cía. Ltda.: no tiene código de sustento (Tabla 5); asígnelo en Compras',
      'Factura 002-001-000000077 de Ferretería Ñandú & Cía. Ltda.: supera USD 1.000 y no tiene forma de pago; indíquela en Compras',
      `Liquidación de compra ${liquidacionNumero} de ${PESCADOR.razonSocial}: no tiene código de sustento (Tabla 5); asígnelo en Compras`,
    ];
    const textos = validacion.body.problemas.map(
      (p: { documento: string; mensaje: string }) => `${p.documento}: ${p.mensaje}`,
    );
    expect(textos.sort()).toEqual([...expected].sort());
    expect(validacion.body.problemas.find((p: { compraId?: string }) => p.compraId === ids.sinRetencion)).toBeTruthy();

    const refused = await ctx.demo.get(`/api/anexos/ats?${periodo}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('El ATS no se puede generar: hay 4 problemas que corregir');
    expect([...refused.body.error.errores].sort()).toEqual([...expected].sort());
  });

  it('answers the XML, valid against ats.xsd, with every figure equal to the documents’ to the cent', async () => {
    for (const [id, body] of [
      [ids.conRetencion, { codSustento: '06' }],
      [ids.sinRetencion, { codSustento: '01', formaPago: '20' }],
      [ids.liquidacion, { codSustento: '02' }],
    ] as const)
      expect((await ctx.demo.request('PATCH', `/api/compras/${id}`, body)).status).toBe(200);
    expect((await ctx.demo.get(`/api/anexos/ats/validacion?${periodo}`)).body.problemas).toEqual([]);

    const response = await fetch(`${ctx.api.url}/api/anexos/ats?${periodo}`, {
      headers: { authorization: `Bearer ${ctx.demo.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const mm = String(hoy.month).padStart(2, '0');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ATS-${demoEmisor.ruc}-${mm}${hoy.year}.xml"`,
    );
    const xml = await response.text();
    await expectValidAts(xml);

    // Header.
    expect(field(xml, 'IdInformante')).toBe(demoEmisor.ruc);
    expect(field(xml, 'razonSocial')).toBe('ZAMBRANO MENDOZA CARLOS ANDRES');
    expect(field(xml, 'Mes')).toBe(mm);
    const estabs = (await ctx.demo.get('/api/establecimientos')).body.establecimientos as { codigo: string }[];
    expect(field(xml, 'numEstabRuc')).toBe(String(estabs.length).padStart(3, '0'));
    // 120.00 + 10.00 (ND) + 50.00 + 25.00 − 25.00 (NC), all in 001; the annulled and the PRUEBAS ones not.
    expect(field(xml, 'totalVentas')).toBe('180.00');
    expect(blocks(xml, 'ventaEst')).toEqual(
      estabs
        .map((estab) => estab.codigo)
        .sort()
        .map(
          (codigo) =>
            `<ventaEst><codEstab>${codigo}</codEstab><ventasEstab>${codigo === '001' ? '180.00' : '0.00'}</ventasEstab></ventaEst>`,
        ),
    );
    expect(xml).toContain('<ventaEst><codEstab>009</codEstab><ventasEstab>0.00</ventasEstab></ventaEst>');

    // Ventas per client × tipo: the agent's retención on its invoices' row.
    const ventas = blocks(xml, 'detalleVentas');
    const fila = (id: string, tipo: string) =>
      ventas.find(
        (row) =>
          row.includes(`<idCliente>${id}</idCliente>`) && row.includes(`<tipoComprobante>${tipo}</tipoComprobante>`),
      );
    expect(ventas).toHaveLength(5);
    expect(fila(AGENTE.ruc, '18')).toBe(
      `<detalleVentas><tpIdCliente>04</tpIdCliente><idCliente>${AGENTE.ruc}</idCliente><parteRelVtas>NO</parteRelVtas><tipoComprobante>18</tipoComprobante><tipoEmision>E</tipoEmision><numeroComprobantes>1</numeroComprobantes><baseNoGraIva>0.00</baseNoGraIva><baseImponible>20.00</baseImponible><baseImpGrav>100.00</baseImpGrav><montoIva>15.00</montoIva><montoIce>0.00</montoIce><valorRetIva>4.50</valorRetIva><valorRetRenta>3.30</valorRetRenta><formasDePago><formaPago>01</formaPago></formasDePago></detalleVentas>`,
    );
    expect(field(fila(AGENTE.ruc, '05')!, 'baseImpGrav')).toBe('10.00');
    expect(field(fila(AGENTE.ruc, '05')!, 'montoIva')).toBe('1.50');
    expect(field(fila(BUYER.comprador_cedula, '18')!, 'tpIdCliente')).toBe('05');
    expect(field(fila(BUYER.comprador_cedula, '18')!, 'baseImpGrav')).toBe('50.00');
    expect(field(fila(BUYER.comprador_cedula, '18')!, 'montoIva')).toBe('7.50');
    const nc = fila(BUYER.comprador_cedula, '04')!;
    expect([field(nc, 'baseImpGrav'), field(nc, 'montoIva'), nc.includes('formasDePago')]).toEqual([
      '25.00',
      '3.75',
      false,
    ]);
    const final = fila('9999999999999', '18')!;
    expect([field(final, 'tpIdCliente'), field(final, 'numeroComprobantes'), field(final, 'baseImpGrav')]).toEqual([
      '07',
      '1',
      '25.00',
    ]);

    // Compras: the retención issued on each in valRet*/air/estabRetencion1…
    const compras = blocks(xml, 'detalleCompras');
    expect(compras).toHaveLength(3);
    const conRetencion = compras.find((row) => row.includes(`<idProv>${PROVEEDOR.ruc}</idProv>`))!;
    const ret = numero(claves.retencion);
    expect(field(conRetencion, 'codSustento')).toBe('06');
    expect(field(conRetencion, 'denoProv')).toBe('DISTRIBUIDORA DEL PACIFICO S A');
    expect(conRetencion).toContain(
      '<baseNoGraIva>0.00</baseNoGraIva><baseImponible>50.00</baseImponible><baseImpGrav>200.00</baseImpGrav><baseImpExe>0.00</baseImpExe><montoIce>0.00</montoIce><montoIva>30.00</montoIva><valorRetBienes>9.00</valorRetBienes><valorRetServicios>0.00</valorRetServicios><valRetServ100>0.00</valRetServ100>',
    );
    expect(conRetencion).toContain(
      `<air><detalleAir><codRetAir>312</codRetAir><baseImpAir>250.00</baseImpAir><porcentajeAir>1.75</porcentajeAir><valRetAir>4.38</valRetAir></detalleAir></air><estabRetencion1>${ret.estab}</estabRetencion1><ptoEmiRetencion1>${ret.ptoEmi}</ptoEmiRetencion1><secRetencion1>${ret.secuencial}</secRetencion1><autRetencion1>${claves.retencion}</autRetencion1>`,
    );
    const sinRetencion = compras.find((row) => row.includes('<idProv>1790011674001</idProv>'))!;
    expect(field(sinRetencion, 'denoProv')).toBe('Ferreteria Nandu Cia Ltda');
    expect(field(sinRetencion, 'autorizacion')).toBe('1234567890');
    expect(sinRetencion).toContain('<formasDePago><formaPago>20</formaPago></formasDePago>');
    expect(sinRetencion).not.toContain('estabRetencion1');
    const liquidacion = compras.find((row) => row.includes(`<idProv>${PESCADOR.identificacion}</idProv>`))!;
    expect([
      field(liquidacion, 'tipoComprobante'),
      field(liquidacion, 'tpIdProv'),
      field(liquidacion, 'autorizacion'),
    ]).toEqual(['03', '02', claves.liquidacion]);
    expect(liquidacion).toContain('<valRetServ100>1.50</valRetServ100>');
    expect(liquidacion).toContain(
      '<baseImpAir>50.00</baseImpAir><porcentajeAir>1.75</porcentajeAir><valRetAir>0.88</valRetAir>',
    );

    // Anulados: the annulled invoice, one row with both sequence fields equal.
    const anulada = numero(claves.anulada);
    expect(blocks(xml, 'detalleAnulados')).toEqual([
      `<detalleAnulados><tipoComprobante>01</tipoComprobante><establecimiento>${anulada.estab}</establecimiento><puntoEmision>${anulada.ptoEmi}</puntoEmision><secuencialInicio>${anulada.secuencial}</secuencialInicio><secuencialFin>${anulada.secuencial}</secuencialFin><autorizacion>${claves.anulada}</autorizacion></detalleAnulados>`,
    ]);
  });

  it('refuses a purchase whose number has estab 000, and asks for the period (400); administrators only', async () => {
    const typed = await ctx.demo.post('/api/compras', {
      proveedorRuc: '1790011674001',
      proveedorRazonSocial: 'Ferretería Ñandú & Cía. Ltda.',
      numero: '000-001-000000078',
      fechaEmision: '2026-09-15',
      numeroAutorizacion: '1234567890',
      bases: [{ codigoPorcentaje: 4, baseImponible: 10 }],
      iva: 1.5,
    });
    expect(typed.status).toBe(201);
    expect((await ctx.demo.request('PATCH', `/api/compras/${typed.body.id}`, { codSustento: '01' })).status).toBe(200);
    const refused = await ctx.demo.get('/api/anexos/ats?anio=2026&mes=9');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      message: 'El ATS no se puede generar: hay 1 problema que corregir',
      errores: [
        'Factura 000-001-000000078 de Ferretería Ñandú & Cía. Ltda.: su establecimiento o punto de emisión es 000, que el ATS no admite; corrija el número',
      ],
    });
    const sinMes = await ctx.demo.get('/api/anexos/ats?anio=2026');
    expect(sinMes.status).toBe(400);
    expect(sinMes.body.error.message).toBe('Indique el año (anio, 2000 o posterior) y el mes (mes, 1 a 12) del ATS');
    const anonymous = await ctx.api.anonymous.get(`/api/anexos/ats?${periodo}`);
    expect(anonymous.status).toBe(401);
  });
});

/** Issue #42 §3: the month's forms 104 and 103, from the same data: each figure equals the ATS's. */
describe('formularios 104 y 103 del mes', () => {
  const sum = (values: string[]) => sumMoney(values.map(Number));
  const fields = (xml: string, name: string) =>
    [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]!);

  it('answers the figures to the cent, each equal to the ATS’s, with their documents on request', async () => {
    const response = await ctx.demo.get(`/api/anexos/formularios?${periodo}`);
    expect(response.status).toBe(200);
    const { formulario104: f104, formulario103: f103 } = response.body;
    const tarifa = (rows: { codigoPorcentaje: number }[], codigo: number) =>
      rows.find((row) => row.codigoPorcentaje === codigo);
    // Sales: 100.00 + 10.00 (ND) + 50.00 + 25.00 at 15 %, minus the 25.00 credit note; 20.00 at 0 %.
    expect(tarifa(f104.ventas, 4)).toEqual({
      codigoPorcentaje: 4,
      tarifa: 'IVA 15%',
      brutas: { base: 185, valor: 27.75 },
      notasCredito: { base: 25, valor: 3.75 },
      netas: { base: 160, valor: 24 },
    });
    expect(tarifa(f104.ventas, 0)).toMatchObject({ netas: { base: 20, valor: 0 } });
    // Purchases: 06 and 01 give crédito tributario, the liquidación's 02 does not.
    expect(tarifa(f104.compras, 4)).toEqual({
      codigoPorcentaje: 4,
      tarifa: 'IVA 15%',
      conCredito: { base: 1200, valor: 180 },
      sinCredito: { base: 10, valor: 1.5 },
    });
    expect(tarifa(f104.compras, 0)).toMatchObject({ conCredito: { base: 50 }, sinCredito: { base: 40 } });
    expect(f104.retencionesIvaRecibidas).toEqual({ base: 0, valor: 4.5 });
    expect(
      f104.retencionesIvaEfectuadas.map((row: { porcentaje: number; cifra: { valor: number } }) => [
        row.porcentaje,
        row.cifra.valor,
      ]),
    ).toEqual([
      [10, 0],
      [20, 0],
      [30, 9],
      [50, 0],
      [70, 0],
      [100, 1.5],
    ]);
    expect(f103).toEqual({
      retencionesRenta: [{ codigo: '312', porcentaje: 1.75, cifra: { base: 300, valor: 5.26 } }],
      total: { base: 300, valor: 5.26 },
    });

    // The ATS of the same month says the same.
    const xml = await (
      await fetch(`${ctx.api.url}/api/anexos/ats?${periodo}`, {
        headers: { authorization: `Bearer ${ctx.demo.token}` },
      })
    ).text();
    const netas = f104.ventas.map((row: { netas: { base: number } }) => row.netas.base);
    expect(sum(netas.map(String))).toBe(Number(field(xml, 'totalVentas')));
    expect(sum(fields(xml, 'valorRetIva'))).toBe(f104.retencionesIvaRecibidas.valor);
    expect(sum(fields(xml, 'valorRetBienes'))).toBe(9);
    expect(sum(fields(xml, 'valRetServ100'))).toBe(1.5);
    expect(sum(fields(xml, 'valRetAir'))).toBe(f103.total.valor);
    expect(sum(fields(xml, 'baseImpAir'))).toBe(f103.total.base);
    const compras = blocks(xml, 'detalleCompras');
    expect(sum(compras.map((row) => field(row, 'montoIva')!))).toBe(
      sum(
        f104.compras.flatMap((row: { conCredito: { valor: number }; sinCredito: { valor: number } }) => [
          String(row.conCredito.valor),
          String(row.sinCredito.valor),
        ]),
      ),
    );

    const detailed = await ctx.demo.get(`/api/anexos/formularios?${periodo}&detalle=1`);
    const renta = detailed.body.formulario103.retencionesRenta[0].cifra.documentos;
    expect(renta).toHaveLength(2);
    expect(renta.map((doc: { valor: number }) => doc.valor).sort()).toEqual([0.88, 4.38]);
    const nc = tarifa(detailed.body.formulario104.ventas, 4) as unknown as { notasCredito: { documentos: unknown[] } };
    expect(nc.notasCredito.documentos).toEqual([
      expect.objectContaining({ documento: `Nota de crédito ${parseClaveAcceso(claves.nc)!.numeroDocumento}` }),
    ]);
  });

  it('answers them as XLSX, and refuses a bad period (400) and anyone but an administrator', async () => {
    const response = await fetch(`${ctx.api.url}/api/anexos/formularios?${periodo}&formato=xlsx`, {
      headers: { authorization: `Bearer ${ctx.demo.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Formulario 104', 'Formulario 103', 'Documentos']);
    const rows = workbook
      .getWorksheet('Formulario 103')!
      .getSheetValues()
      .map((row) => (row as unknown[])?.slice(1, 5));
    expect(rows).toContainEqual(['312', 1.75, 300, 5.26]);

    const bad = await ctx.demo.get('/api/anexos/formularios?anio=2026&mes=13');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Indique el año (anio, 2000 o posterior) y el mes (mes, 1 a 12) del ATS');
    const vendedor = await ctx.api.anonymous.login('vendedor');
    expect((await vendedor.get(`/api/anexos/formularios?${periodo}`)).status).toBe(403);
  });
});
