import { describe, expect, it } from 'vitest';
import { demoEmisor, otherEmisor } from '../../src/db/seed/demo-data';
import { zip } from '../../src/testing/sheet-bombs';
import { useEmissionApi } from '../emission/helpers';
import { PROVEEDOR } from '../withholdings/supplier';
import { facturaDe, notaCreditoDe, notaDebitoDe, postFiles } from './intake-support';

const ctx = useEmissionApi();

const cuantas = async () => (await ctx.demo.get('/api/compras')).body.compras.length as number;

describe('POST /api/compras/archivos: several supplier XMLs or a ZIP of them (issue #42 §1)', () => {
  it('answers one result per ZIP entry: three registered, one already registered, one for another company', async () => {
    const factura = facturaDe(800);
    const yaRegistrada = facturaDe(801);
    expect(
      (await postFiles(ctx.demo, '/api/compras', [{ nombre: 'f.xml', contenido: yaRegistrada.xml }], 'archivo')).status,
    ).toBe(201);
    const nc = notaCreditoDe(802, factura);
    const nd = notaDebitoDe(803, factura);
    const ajena = facturaDe(804, otherEmisor);
    const lote = zip([
      { name: 'proveedores/factura-800.xml', data: Buffer.from(factura.xml) },
      { name: 'proveedores/nc-802.xml', data: Buffer.from(nc.xml) },
      { name: 'proveedores/nd-803.xml', data: Buffer.from(nd.xml) },
      { name: 'proveedores/factura-801.xml', data: Buffer.from(yaRegistrada.xml) },
      { name: 'proveedores/ajena-804.xml', data: Buffer.from(ajena.xml) },
      { name: '__MACOSX/proveedores/._factura-800.xml', data: Buffer.from('resource fork') },
    ]);
    const before = await cuantas();
    const response = await postFiles(ctx.demo, '/api/compras/archivos', [
      { nombre: 'lote.zip', contenido: lote, tipo: 'application/zip' },
    ]);
    expect(response.status).toBe(200);
    const ids = response.body.resultados.map((r: { compraId?: string }) => r.compraId);
    expect(response.body.resultados).toEqual([
      {
        archivo: 'lote.zip/proveedores/factura-800.xml',
        estado: 'registrada',
        mensaje: `Factura ${factura.numero} de ${PROVEEDOR.razonSocial} registrada`,
        compraId: ids[0],
      },
      {
        archivo: 'lote.zip/proveedores/nc-802.xml',
        estado: 'registrada',
        mensaje: `Nota de crédito ${nc.numero} de ${PROVEEDOR.razonSocial} registrada`,
        compraId: ids[1],
      },
      {
        archivo: 'lote.zip/proveedores/nd-803.xml',
        estado: 'registrada',
        mensaje: `Nota de débito ${nd.numero} de ${PROVEEDOR.razonSocial} registrada`,
        compraId: ids[2],
      },
      {
        archivo: 'lote.zip/proveedores/factura-801.xml',
        estado: 'duplicada',
        mensaje: 'Esta factura del proveedor ya está registrada',
      },
      {
        archivo: 'lote.zip/proveedores/ajena-804.xml',
        estado: 'rechazada',
        mensaje: `La factura está emitida a ${otherEmisor.ruc}, no al RUC de su empresa (${demoEmisor.ruc})`,
      },
    ]);
    expect(response.body.resumen).toEqual({ registradas: 3, duplicadas: 1, rechazadas: 1 });
    expect(await cuantas()).toBe(before + 3);
    const nota = await ctx.demo.get(`/api/compras/${ids[1]}`);
    expect(nota.body).toMatchObject({ origen: 'archivo', codDoc: '04', docModificado: { compraId: ids[0] } });
  });

  it('takes several XML files in one form, each with its result', async () => {
    const a = facturaDe(810);
    const b = notaCreditoDe(811, a);
    const response = await postFiles(ctx.demo, '/api/compras/archivos', [
      { nombre: 'a.xml', contenido: a.xml },
      { nombre: 'b.xml', contenido: b.xml },
      { nombre: 'notas.txt', contenido: 'no es un XML', tipo: 'text/plain' },
      { nombre: 'roto.zip', contenido: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), tipo: 'application/zip' },
    ]);
    expect(response.status).toBe(200);
    expect(response.body.resultados.map((r: { archivo: string; estado: string }) => [r.archivo, r.estado])).toEqual([
      ['a.xml', 'registrada'],
      ['b.xml', 'registrada'],
      ['notas.txt', 'rechazada'],
      ['roto.zip', 'rechazada'],
    ]);
    expect(response.body.resultados[2].mensaje).toBe(
      'El archivo no es el XML firmado de una factura, nota de crédito o nota de débito',
    );
    expect(response.body.resultados[3].mensaje).toBe('El ZIP roto.zip está dañado o no es un ZIP');
  });

  it('refuses in Spanish, storing nothing, a form without files, too many entries or a ZIP bomb', async () => {
    const before = await cuantas();
    const empty = await ctx.demo.post('/api/compras/archivos', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(
      'Adjunte los XML autorizados de sus proveedores, o un ZIP con ellos, en el campo archivos',
    );
    const valid = facturaDe(820);
    const many = zip([
      { name: 'valida.xml', data: Buffer.from(valid.xml) },
      ...Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from('<factura/>') })),
    ]);
    const tooMany = await postFiles(ctx.demo, '/api/compras/archivos', [{ nombre: 'muchos.zip', contenido: many }]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(
      'Se aceptan como máximo 1.000 comprobantes por envío (archivos y entradas de los ZIP); súbalos en varias partes',
    );
    const bomb = zip([
      { name: 'valida.xml', data: Buffer.from(valid.xml) },
      { name: 'grande.xml', data: Buffer.from('<factura/>'), declaredSize: 40 * 1024 * 1024 },
    ]);
    const inflated = await postFiles(ctx.demo, '/api/compras/archivos', [{ nombre: 'bomba.zip', contenido: bomb }]);
    expect(inflated.status).toBe(400);
    expect(inflated.body.error.message).toBe(
      'El ZIP bomba.zip supera el máximo de 32 MB sin comprimir; divídalo en varios archivos',
    );
    expect(await cuantas()).toBe(before);
    const vendedor = await ctx.api.anonymous.login('vendedor');
    const forbidden = await postFiles(vendedor, '/api/compras/archivos', [{ nombre: 'v.xml', contenido: valid.xml }]);
    expect(forbidden.status).toBe(403);
    expect(await cuantas()).toBe(before);
  });
});
