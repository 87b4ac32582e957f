import { parseClaveAcceso } from '@facturador/shared/domain';
import {
  AMBIENTE_NOTA_DEBITO_MESSAGE,
  NOTA_DEBITO_FACTURA_NO_ENCONTRADA_MESSAGE,
  NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE,
  NOTA_DEBITO_VALOR_MESSAGE,
  notaDebitoDemasiadosMotivosMessage,
  notaDebitoFacturaNoAutorizadaMessage,
} from '@facturador/shared/domain/debit-notes';
import { ANULACION_CON_NOTAS_DEBITO_MESSAGE } from '@facturador/shared/domain/documents';
import { secuencialAgotadoMessage } from '@facturador/shared/domain/settings';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentoImpuestos, documentos, secuenciales } from '../../src/db/schema';
import { useSmtpSink } from '../mail/smtp-sink';
import { BUYER, facturar, invoiceBody, serviceLine, useEmissionApi, waitForEstado, waitUntil } from './helpers';
import { comprobanteOf, expectValidSignedComprobante } from './xml-checks';

/**
 * Notas de débito (05) on the demo company's AUTORIZADA invoices (issue 40 §2), through the emission
 * spine, with the simulated SRI and a real SMTP server receiving the buyer's e-mail.
 */
const sink = useSmtpSink();
const ctx = useEmissionApi({ SMTP_FROM: 'Facturador <facturas@facturador.test>', SMTP_TIMEOUT_MS: '2000' });

const MORA = { razon: 'Interés por mora', valor: 10 };

const emitir = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await ctx.demo.request('POST', '/api/notas-debito', body, headers);
  return { status: response.status, body: response.body, headers: response.headers };
};

async function authorizedInvoice(ambiente: 1 | 2 = 1): Promise<string> {
  const body = invoiceBody({ productos: [serviceLine()] });
  const response = await facturar(ctx.demo, { ...body, factura: { ...body.factura, ambiente } });
  await waitForEstado(ctx.demo, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso;
}

async function notasDebitoCount(): Promise<number> {
  const [row] = await ctx.db.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(documentos)
    .where(eq(documentos.tipo, '05'));
  return row!.count;
}

describe('notas de débito', () => {
  let factura: string;

  beforeAll(async () => {
    factura = await authorizedInvoice();
  });

  it('issues 10.00 + IVA 15% = 11.50 to the invoice’s buyer: AUTORIZADA, valid XML, RIDE and e-mail', async () => {
    const response = await emitir({ facturaModificada: factura, motivos: [MORA], impuesto: 'IVA 15%', ambiente: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ estado: 'RECIBIDA', SRI: { estado: 'RECIBIDA' } });
    const { claveAcceso } = response.body;
    const key = parseClaveAcceso(claveAcceso)!;
    expect(key).toMatchObject({ codDoc: '05', ambiente: '1', checkDigitOk: true });

    const authorized = await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
    expect(authorized.tipoComprobante).toBe('05');
    const xml = await fetch(`${ctx.api.url}/api/factura_xml/${claveAcceso}`);
    expect(xml.status).toBe(200);
    const signed = comprobanteOf(await xml.text());
    expectValidSignedComprobante(signed, 'notaDebito');
    const invoice = parseClaveAcceso(factura)!;
    expect(signed).toContain(
      `<codDocModificado>01</codDocModificado><numDocModificado>${invoice.numeroDocumento}</numDocModificado><fechaEmisionDocSustento>${invoice.fechaEmision}</fechaEmisionDocSustento>`,
    );
    expect(signed).toContain(`<identificacionComprador>${BUYER.comprador_cedula}</identificacionComprador>`);
    expect(signed).toContain(
      '<impuesto><codigo>2</codigo><codigoPorcentaje>4</codigoPorcentaje><tarifa>15.00</tarifa><baseImponible>10.00</baseImponible><valor>1.50</valor></impuesto></impuestos><valorTotal>11.50</valorTotal>',
    );
    expect(signed).toContain('<motivo><razon>Interés por mora</razon><valor>10.00</valor></motivo>');

    const [row] = await ctx.db.database.db
      .select({ importeTotal: documentos.importeTotal, documentoModificado: documentos.documentoModificado })
      .from(documentos)
      .where(eq(documentos.claveAcceso, claveAcceso));
    expect(row).toEqual({ importeTotal: 11.5, documentoModificado: factura });
    const taxes = await ctx.db.database.db
      .select({
        codigo: documentoImpuestos.codigo,
        codigoPorcentaje: documentoImpuestos.codigoPorcentaje,
        baseImponible: documentoImpuestos.baseImponible,
        valor: documentoImpuestos.valor,
      })
      .from(documentoImpuestos)
      .innerJoin(documentos, eq(documentos.id, documentoImpuestos.documentoId))
      .where(eq(documentos.claveAcceso, claveAcceso));
    expect(taxes).toEqual([{ codigo: 2, codigoPorcentaje: 4, baseImponible: 10, valor: 1.5 }]);

    // The public page's data serves its RIDE.
    const ride = await ctx.api.anonymous.get(`/api/factura_ride/${claveAcceso}`);
    expect(ride.status).toBe(200);
    expect(ride.body.factura).toMatchObject({
      tipoDocumento: 'Nota de debito',
      codDoc: '05',
      estado: 'AUTORIZADA',
      comprador: { identificacion: BUYER.comprador_cedula, email: BUYER.comprador_email },
      facturaModificada: invoice.numeroDocumento,
      fechaDocumentoModificado: invoice.fechaEmision,
      facturacion: { totalSinImpuestos: 10, iva: 1.5, importeTotal: 11.5 },
      notaDebito: { motivos: [MORA] },
      pagos: [],
    });

    // Without pagos it is charged to the account: the buyer's balance rises by 11.50.
    const cuentas = await ctx.demo.get('/api/cuentas-por-cobrar?ambiente=1');
    expect(cuentas.status).toBe(200);
    const cliente = cuentas.body.clientes.find(
      (entry: { identificacion: string }) => entry.identificacion === BUYER.comprador_cedula,
    );
    expect(cliente).toMatchObject({ saldo: 11.5, facturas: 1 });

    // The buyer receives it with its RIDE and XML.
    await waitUntil(() => sink.about(claveAcceso).length > 0, 'el correo al comprador');
    const mail = sink.about(claveAcceso)[0]!;
    expect(mail.subject).toMatch(new RegExp(`^Nota de débito ${key.numeroDocumento} de `));
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((to) => to.address) : []).toEqual([
      BUYER.comprador_email,
    ]);
    expect(mail.attachments.map((attachment) => attachment.filename)).toContain(`${key.numeroDocumento}.pdf`);
  });

  it('keeps its invoice from being marked annulled while it stands', async () => {
    const response = await ctx.demo.post(`/api/facturas/${factura}/anulacion`, { motivo: 'Servicio no prestado' });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ANULACION_CON_NOTAS_DEBITO_MESSAGE);
    expect(response.body.error.message).toBe(
      'Esta factura tiene notas de débito emitidas: no se puede marcar como anulada.',
    );
  });

  it('replays an Idempotency-Key with the first answer and issues one document', async () => {
    const body = {
      facturaModificada: factura,
      motivos: [{ razon: 'Flete', valor: 3.33 }],
      impuesto: 'IVA 0%',
      ambiente: 1,
    };
    const before = await notasDebitoCount();
    const first = await emitir(body, { 'Idempotency-Key': 'nota-debito-1' });
    expect(first.status).toBe(200);
    const replay = await emitir(body, { 'Idempotency-Key': 'nota-debito-1' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.claveAcceso).toBe(first.body.claveAcceso);
    expect(await notasDebitoCount()).toBe(before + 1);
    const other = await emitir(
      { ...body, motivos: [{ razon: 'Flete', valor: 4 }] },
      { 'Idempotency-Key': 'nota-debito-1' },
    );
    expect(other.status).toBe(422);
    expect(await notasDebitoCount()).toBe(before + 1);
  });

  it('refuses, in Spanish and storing nothing, what cannot be a nota de débito', async () => {
    const otra = (await facturar(ctx.otra, invoiceBody({ productos: [serviceLine()] }))).body.claveAcceso as string;
    await waitForEstado(ctx.otra, otra, 'AUTORIZADA');
    const rechazada = await facturar(
      ctx.demo,
      invoiceBody({
        productos: [serviceLine()],
        infoAdicional: [{ nombre: 'SRI_SIM_FALLA', valor: 'no-autorizado:39' }],
      }),
    );
    await waitForEstado(ctx.demo, rechazada.body.claveAcceso, 'NO AUTORIZADA');
    const produccion = await authorizedInvoice(2);
    const before = await notasDebitoCount();
    const valid = { facturaModificada: factura, motivos: [MORA], impuesto: 'IVA 15%', ambiente: 1 };
    const cases: [unknown, number, string][] = [
      [{ ...valid, facturaModificada: otra }, 404, NOTA_DEBITO_FACTURA_NO_ENCONTRADA_MESSAGE],
      [{ ...valid, facturaModificada: '1'.repeat(49) }, 404, NOTA_DEBITO_FACTURA_NO_ENCONTRADA_MESSAGE],
      [
        { ...valid, facturaModificada: rechazada.body.claveAcceso },
        409,
        notaDebitoFacturaNoAutorizadaMessage('NO AUTORIZADA'),
      ],
      [{ ...valid, facturaModificada: produccion }, 400, AMBIENTE_NOTA_DEBITO_MESSAGE],
      [{ ...valid, motivos: [{ razon: ' ', valor: 10 }] }, 400, NOTA_DEBITO_MOTIVO_SIN_RAZON_MESSAGE],
      [{ ...valid, motivos: [{ razon: 'Mora', valor: 0 }] }, 400, NOTA_DEBITO_VALOR_MESSAGE],
      [{ ...valid, motivos: [{ razon: 'Mora', valor: -5 }] }, 400, NOTA_DEBITO_VALOR_MESSAGE],
      [{ ...valid, motivos: Array.from({ length: 51 }, () => MORA) }, 400, notaDebitoDemasiadosMotivosMessage()],
      [
        { ...valid, pagos: [{ formaPago: '20', total: 11 }] },
        400,
        'La suma de las formas de pago (11.00) debe ser igual al total del documento (11.50).',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await emitir(body);
      expect({ status: response.status, message: response.body?.error?.message }).toEqual({ status, message });
    }
    expect(await notasDebitoCount()).toBe(before);
  });

  it('is numbered on its own counter per point, and names itself when the counter is spent', async () => {
    const last = await emitir({ facturaModificada: factura, motivos: [MORA], impuesto: 'IVA 15%', ambiente: 1 });
    const key = parseClaveAcceso(last.body.claveAcceso)!;
    const counter = and(eq(secuenciales.tipo, '05'), eq(secuenciales.ambiente, 1));
    const [row] = await ctx.db.database.db.select({ ultimo: secuenciales.ultimo }).from(secuenciales).where(counter);
    expect(row!.ultimo).toBe(Number(key.secuencial));
    await ctx.db.database.db.update(secuenciales).set({ ultimo: 999_999_999 }).where(counter);
    const spent = await emitir({ facturaModificada: factura, motivos: [MORA], impuesto: 'IVA 15%', ambiente: 1 });
    expect(spent.status).toBe(409);
    expect(spent.body.error.message).toBe(
      secuencialAgotadoMessage('nota de débito', 'PRUEBAS', `${key.estab}-${key.ptoEmi}`),
    );
  });
});
