import { formatFechaSri } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { demoEmisor, otherEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi } from '../emission/helpers';
import { PROVEEDOR } from '../withholdings/supplier';
import { facturaDe, notaCreditoDe, postFiles, postFilesWithProgress } from './intake-support';

const ctx = useEmissionApi();

const HEADER = [
  'RUC_EMISOR',
  'RAZON_SOCIAL_EMISOR',
  'TIPO_COMPROBANTE',
  'SERIE_COMPROBANTE',
  'CLAVE_ACCESO',
  'FECHA_AUTORIZACION',
  'FECHA_EMISION',
  'IDENTIFICACION_RECEPTOR',
  'VALOR_SIN_IMPUESTOS',
  'IVA',
  'IMPORTE_TOTAL',
  'NUMERO_DOCUMENTO_MODIFICADO',
].join('\t');

/** A line of the report as SRI en línea writes it (tab-separated, the modified document's number last). */
function reportLine(tipo: string, doc: { claveAcceso: string; numero: string }, modificado = '') {
  const hoy = formatFechaSri(new Date());
  return [
    PROVEEDOR.ruc,
    PROVEEDOR.razonSocial,
    tipo,
    doc.numero,
    doc.claveAcceso,
    `${hoy} 10:15:20`,
    hoy,
    demoEmisor.ruc,
    '250.00',
    '30.00',
    tipo === 'Factura' ? '280.00' : '',
    modificado,
  ].join('\t');
}

const upload = (contenido: string | Uint8Array, nombre = 'recibidos.txt') =>
  postFiles(ctx.demo, '/api/compras/recibidos', [{ nombre, contenido, tipo: 'text/plain' }], 'archivo');

const cuantas = async () => (await ctx.demo.get('/api/compras')).body.compras.length as number;

describe('POST /api/compras/recibidos: the SRI report of documents received (issue #42 §1)', () => {
  it('registers a 1,000-line report, one result per line, telling its progress', { timeout: 300_000 }, async () => {
    const lines: string[] = [HEADER];
    const facturas = Array.from({ length: 995 }, (_, i) => facturaDe(10_000 + i));
    for (const factura of facturas) ctx.sim.publish(factura.xml);
    lines.push(...facturas.slice(0, 990).map((f) => reportLine('Factura', f)));
    const nota = notaCreditoDe(11_000, facturas[0]!);
    ctx.sim.publish(nota.xml);
    lines.push(reportLine('Nota de Crédito', nota, facturas[0]!.numero));
    // Already registered by hand, repeated in the report, unknown to the SRI, another company's.
    const previa = facturas[990]!;
    expect((await ctx.demo.post('/api/compras', { claveAcceso: previa.claveAcceso })).status).toBe(201);
    lines.push(reportLine('Factura', previa));
    lines.push(reportLine('Factura', facturas[1]!));
    lines.push(reportLine('Factura', facturaDe(11_001)));
    const ajena = facturaDe(11_002, otherEmisor);
    ctx.sim.publish(ajena.xml);
    lines.push(reportLine('Factura', ajena));
    lines.push('Total de comprobantes: 995');
    lines.push(...facturas.slice(991, 995).map((f) => reportLine('Factura', f)));
    expect(lines.length).toBe(1001);

    const before = await cuantas();
    const started = performance.now();
    const answer = await postFilesWithProgress(
      ctx.demo,
      '/api/compras/recibidos',
      [{ nombre: 'recibidos.txt', contenido: `${lines.join('\r\n')}\r\n`, tipo: 'text/plain' }],
      'archivo',
    );
    const ms = performance.now() - started;
    console.log(`recibidos: ${lines.length - 1} líneas en ${(ms / 1000).toFixed(1)} s`);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/x-ndjson; charset=utf-8');
    // Progress first, from 0 to every line, growing; then the same answer as without progress.
    const progreso = answer.events.slice(0, -1).map((event) => event.progreso);
    expect(progreso[0]).toEqual({ hechas: 0, total: 1000 });
    expect(progreso.at(-1)).toEqual({ hechas: 1000, total: 1000 });
    expect(progreso.length).toBeGreaterThan(10);
    const hechas = progreso.map((step: { hechas: number }) => step.hechas);
    expect(hechas).toEqual([...hechas].sort((a, b) => a - b));
    const response = { body: answer.events.at(-1) };
    const resultados = response.body.resultados as { linea: number; estado: string; mensaje: string }[];
    expect(resultados).toHaveLength(1000);
    expect(resultados.map((r) => r.linea)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 2));
    const rechazos = JSON.stringify(resultados.filter((r) => r.estado === 'rechazada'));
    expect(response.body.resumen, rechazos).toEqual({ registradas: 995, duplicadas: 2, rechazadas: 3 });
    expect(resultados[0]).toMatchObject({
      linea: 2,
      claveAcceso: facturas[0]!.claveAcceso,
      estado: 'registrada',
      mensaje: `Factura ${facturas[0]!.numero} de ${PROVEEDOR.razonSocial} registrada`,
    });
    const byLine = (linea: number) => resultados.find((r) => r.linea === linea)!;
    expect(byLine(992)).toMatchObject({
      estado: 'registrada',
      mensaje: `Nota de crédito ${nota.numero} de ${PROVEEDOR.razonSocial} registrada`,
    });
    expect(byLine(993)).toMatchObject({
      estado: 'duplicada',
      mensaje: 'Esta factura del proveedor ya está registrada',
    });
    expect(byLine(994)).toMatchObject({
      estado: 'duplicada',
      mensaje: 'La clave de acceso ya aparece en la línea 3 del reporte',
    });
    expect(byLine(995)).toMatchObject({
      estado: 'rechazada',
      mensaje: 'El SRI no tiene un comprobante autorizado con esa clave de acceso; revise la clave o adjunte el XML',
    });
    expect(byLine(996)).toMatchObject({
      estado: 'rechazada',
      mensaje: `La factura está emitida a ${otherEmisor.ruc}, no al RUC de su empresa (${demoEmisor.ruc})`,
    });
    expect(byLine(997)).toEqual({
      linea: 997,
      claveAcceso: '',
      estado: 'rechazada',
      mensaje: 'La línea no trae una clave de acceso de 49 dígitos',
    });
    expect(await cuantas()).toBe(Math.min(500, before + 995));
  });

  it('reads the report in Latin-1, saved as CSV, or as a bare list of claves', async () => {
    const [a, b, c] = [facturaDe(12_000), facturaDe(12_001), facturaDe(12_002)];
    for (const doc of [a, b, c]) ctx.sim.publish(doc.xml);
    const nota = notaCreditoDe(12_003, a);
    ctx.sim.publish(nota.xml);
    const latin1 = Buffer.from(`${HEADER}\n${reportLine('Nota de Crédito', nota, a.numero)}\n`, 'latin1');
    const first = await upload(latin1);
    expect(first.body.resultados).toMatchObject([{ linea: 2, claveAcceso: nota.claveAcceso, estado: 'registrada' }]);
    const csv = `RUC;Razón social;Clave de acceso\n${PROVEEDOR.ruc};"${PROVEEDOR.razonSocial}";${a.claveAcceso}\n`;
    const second = await upload(csv, 'recibidos.csv');
    expect(second.body.resultados).toMatchObject([{ linea: 2, claveAcceso: a.claveAcceso, estado: 'registrada' }]);
    const bare = await upload(`${b.claveAcceso}\n\n${c.claveAcceso}\n`);
    expect(bare.body.resultados).toMatchObject([
      { linea: 1, claveAcceso: b.claveAcceso, estado: 'registrada' },
      { linea: 3, claveAcceso: c.claveAcceso, estado: 'registrada' },
    ]);
  });

  it('refuses in Spanish, storing nothing, a missing report, one without claves, or past 5,000 claves', async () => {
    const before = await cuantas();
    const missing = await ctx.demo.post('/api/compras/recibidos', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(
      'Adjunte el reporte «Comprobantes electrónicos recibidos» del SRI (TXT o CSV) en el campo archivo',
    );
    const none = await upload(`${HEADER}\nsin claves\n`);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(
      'El reporte no trae claves de acceso: descargue de SRI en línea el reporte «Comprobantes electrónicos recibidos» en TXT',
    );
    const clave = facturaDe(13_000).claveAcceso;
    const tooMany = await upload(`${HEADER}\n${`${clave}\n`.repeat(5001)}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(
      'El reporte tiene más de 5.000 claves de acceso; divídalo en varios archivos',
    );
    expect(await cuantas()).toBe(before);
  });
});
