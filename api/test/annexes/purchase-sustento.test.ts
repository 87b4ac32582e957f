import { describe, expect, it } from 'vitest';
import { useEmissionApi } from '../emission/helpers';
import { PROVEEDOR } from '../withholdings/supplier';

/** Issue #42 §1: the sustento tributario (Tabla 5) and crédito tributario of each purchase. */
const ctx = useEmissionApi();

let secuencial = 100;
async function typedPurchase(fechaEmision = '2026-10-01', ruc = PROVEEDOR.ruc): Promise<string> {
  secuencial += 1;
  const response = await ctx.demo.post('/api/compras', {
    proveedorRuc: ruc,
    proveedorRazonSocial: PROVEEDOR.razonSocial,
    numero: `003-001-${String(secuencial).padStart(9, '0')}`,
    fechaEmision,
    numeroAutorizacion: '1234567890',
    bases: [{ codigoPorcentaje: 4, baseImponible: 100 }],
    iva: 15,
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

const patch = (id: string, body: unknown) => ctx.demo.request('PATCH', `/api/compras/${id}`, body);

describe('sustento tributario de las compras', () => {
  it('sets codSustento, derives crédito tributario from the code, and suggests the supplier’s last one', async () => {
    const first = await typedPurchase();
    const second = await typedPurchase('2026-10-02');
    const before = await ctx.demo.get('/api/compras');
    expect(before.status).toBe(200);
    const listed = (id: string) => before.body.compras.find((compra: { id: string }) => compra.id === id);
    expect(listed(first)).toMatchObject({ codSustento: null, creditoTributario: null, codSustentoSugerido: null });

    const set = await patch(first, { codSustento: '06' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      id: first,
      codSustento: '06',
      creditoTributario: true,
      codSustentoSugerido: null,
    });
    const gasto = await patch(first, { codSustento: '02' });
    expect(gasto.body).toMatchObject({ codSustento: '02', creditoTributario: false });
    const explicit = await patch(first, { codSustento: '01', creditoTributario: false, formaPago: '20' });
    expect(explicit.body).toMatchObject({ codSustento: '01', creditoTributario: false, formaPago: '20' });

    const after = await ctx.demo.get('/api/compras');
    const suggested = after.body.compras.find((compra: { id: string }) => compra.id === second);
    expect(suggested).toMatchObject({ codSustento: null, codSustentoSugerido: '01' });
    const one = await ctx.demo.get(`/api/compras/${second}`);
    expect(one.body).toMatchObject({ codSustento: null, codSustentoSugerido: '01' });
  });

  it('filters GET /api/compras by period of fechaEmision and by supplier (RUC or part of its name)', async () => {
    const octubre = await typedPurchase('2026-09-15');
    const otro = await typedPurchase('2026-09-16', '0992345678001');
    const ids = async (query: string) => {
      const response = await ctx.demo.get(`/api/compras?${query}`);
      expect(response.status).toBe(200);
      return response.body.compras.map((compra: { id: string }) => compra.id);
    };
    expect(await ids('desde=2026-09-15&hasta=2026-09-16')).toEqual([otro, octubre]);
    expect(await ids('desde=2026-09-16&hasta=2026-09-16')).toEqual([otro]);
    expect(await ids(`desde=2026-09-01&hasta=2026-09-30&proveedor=${PROVEEDOR.ruc}`)).toEqual([octubre]);
    const nombre = encodeURIComponent(PROVEEDOR.razonSocial.slice(3, 12).toLowerCase());
    expect(await ids(`desde=2026-09-01&hasta=2026-09-30&proveedor=${nombre}`)).toEqual([otro, octubre]);
    expect(await ids('desde=2026-09-01&hasta=2026-09-30&proveedor=100%25')).toEqual([]);
    const inverted = await ctx.demo.get('/api/compras?desde=2026-09-30&hasta=2026-09-01');
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.message).toBe('La fecha desde no puede ser posterior a la fecha hasta');
    const malformed = await ctx.demo.get('/api/compras?desde=15/09/2026');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('La fecha desde debe tener el formato AAAA-MM-DD');
  });

  it('refuses a code not in Tabla 5, one not in force on the purchase’s date (422), and an unknown purchase (404)', async () => {
    const id = await typedPurchase('2026-10-03');
    const unknown = await patch(id, { codSustento: '99' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toBe(
      'El código de sustento 99 no existe en la Tabla 5 del ATS; elija uno de la lista.',
    );
    const ended = await patch(id, { codSustento: '00' });
    expect(ended.status).toBe(422);
    expect(ended.body.error.message).toBe(
      'El código de sustento 00 no está vigente para una compra con fecha 03/10/2026; elija uno vigente de la Tabla 5.',
    );
    const malformed = await patch(id, { codSustento: '1' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('El código de sustento debe tener dos dígitos (Tabla 5 del ATS)');
    const empty = await patch(id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Indique codSustento, creditoTributario o formaPago');
    const missing = await patch('00000000-0000-4000-8000-000000000000', { codSustento: '01' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('La compra no existe');
    const other = await ctx.otra.request('PATCH', `/api/compras/${id}`, { codSustento: '01' });
    expect(other.status).toBe(404);
  });
});
