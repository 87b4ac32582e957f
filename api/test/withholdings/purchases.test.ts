import { SIN_PERMISO_ADMINISTRAR_MESSAGE } from '@facturador/shared/domain';
import { describe, expect, it } from 'vitest';
import { demoEmisor, otherEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi } from '../emission/helpers';
import { PROVEEDOR, supplierInvoiceTo } from './supplier';

const ctx = useEmissionApi();

let secuencial = 500;

function invoiceTo(comprador: { ruc: string; razonSocial: string } = demoEmisor) {
  secuencial += 1;
  return supplierInvoiceTo(secuencial, comprador);
}

async function upload(xml: string) {
  const form = new FormData();
  form.append('archivo', new Blob([xml], { type: 'text/xml' }), 'factura.xml');
  const response = await fetch(`${ctx.api.url}/api/compras`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.demo.token}` },
    body: form,
  });
  // biome-ignore lint/suspicious/noExplicitAny: read field by field like a client.
  return { status: response.status, body: (await response.json()) as any };
}

const typed = (extra: Record<string, unknown> = {}) => ({
  proveedorRuc: PROVEEDOR.ruc,
  proveedorRazonSocial: PROVEEDOR.razonSocial,
  proveedorEmail: PROVEEDOR.email,
  numero: '002-001-000000077',
  fechaEmision: '2026-10-01',
  numeroAutorizacion: '1234567890',
  bases: [
    { codigoPorcentaje: 4, baseImponible: 100 },
    { codigoPorcentaje: 0, baseImponible: 10 },
  ],
  iva: 15,
  ...extra,
});

describe('compras (facturas de proveedores)', () => {
  it('registers a supplier invoice by clave de acceso (fetched from the SRI) and refuses it twice', async () => {
    const factura = invoiceTo();
    ctx.sim.publish(factura.xml);
    const response = await ctx.demo.post('/api/compras', { claveAcceso: factura.claveAcceso });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      origen: 'clave',
      claveAcceso: factura.claveAcceso,
      numero: factura.numero,
      numeroAutorizacion: factura.claveAcceso,
      proveedor: {
        tipoIdentificacion: '04',
        identificacion: PROVEEDOR.ruc,
        razonSocial: PROVEEDOR.razonSocial,
        // Not the invoice's infoAdicional (the buyer's address): none was given nor remembered yet.
        email: '',
      },
      totalSinImpuestos: 250,
      iva: 30,
      importeTotal: 280,
      verificada: true,
      retenciones: [],
    });
    expect(response.body.bases).toEqual(
      expect.arrayContaining([
        { codigoPorcentaje: 4, tarifa: 15, baseImponible: 200, valor: 30 },
        { codigoPorcentaje: 0, tarifa: 0, baseImponible: 50, valor: 0 },
      ]),
    );
    const again = await ctx.demo.post('/api/compras', { claveAcceso: factura.claveAcceso });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta factura del proveedor ya está registrada');
    const list = await ctx.demo.get('/api/compras');
    expect(list.body.compras.map((c: { id: string }) => c.id)).toContain(response.body.id);
    expect((await ctx.otra.get('/api/compras')).body.compras).toEqual([]);
  });

  it('registers the XML file, and refuses a bad signature or another company’s invoice', async () => {
    const response = await upload(invoiceTo().xml);
    expect(response.status).toBe(201);
    expect(response.body.origen).toBe('archivo');

    const tampered = invoiceTo().xml.replace(
      '<importeTotal>280.00</importeTotal>',
      '<importeTotal>28.00</importeTotal>',
    );
    const firma = await upload(tampered);
    expect(firma.status).toBe(422);
    expect(firma.body.error.message).toMatch(/^La firma electrónica de la factura no es válida: /);

    const other = await upload(invoiceTo(otherEmisor).xml);
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe(
      `La factura está emitida a ${otherEmisor.ruc}, no al RUC de su empresa (${demoEmisor.ruc})`,
    );
    const garbage = await upload('<comprobanteRetencion/>');
    expect(garbage.status).toBe(400);
    expect(garbage.body.error.message).toBe(
      'El archivo no es el XML firmado de una factura, nota de crédito o nota de débito',
    );
  });

  it('registers a typed invoice and refuses bad input in Spanish', async () => {
    const response = await ctx.demo.post('/api/compras', typed());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ origen: 'manual', totalSinImpuestos: 110, iva: 15, importeTotal: 125 });

    const cases: [Record<string, unknown>, string][] = [
      [{ proveedorRuc: '17900000' }, 'El RUC debe tener 13 dígitos y ser válido'],
      [{ numero: '2-1-77' }, 'El número de la factura debe tener la forma 001-001-000000123'],
      [{ fechaEmision: '01/10/2026' }, 'La fecha de la factura debe tener el formato AAAA-MM-DD'],
      [
        { numeroAutorizacion: '123' },
        'El número de autorización debe tener 10, 37 o 49 dígitos (la clave de acceso en las facturas electrónicas)',
      ],
      [{ bases: [] }, 'Indique al menos una base imponible con su tarifa de IVA'],
      [{ iva: 14 }, 'El IVA (14.00) no coincide con el de las bases (15.00)'],
    ];
    for (const [extra, message] of cases) {
      const refused = await ctx.demo.post('/api/compras', typed({ numero: '002-001-000000078', ...extra }));
      expect(refused.status, message).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    const duplicate = await ctx.demo.post('/api/compras', typed());
    expect(duplicate.status).toBe(409);
    const empty = await ctx.demo.post('/api/compras', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(
      'Indique la clave de acceso de la factura del proveedor, adjunte su XML autorizado (campo archivo) o escriba sus datos',
    );
  });

  it('answers 4xx for keys the SRI does not have or that are not invoices', async () => {
    const missing = invoiceTo();
    const notFound = await ctx.demo.post('/api/compras', { claveAcceso: missing.claveAcceso });
    expect(notFound.status).toBe(404);
    const retencionKey = `${missing.claveAcceso.slice(0, 8)}07${missing.claveAcceso.slice(10)}`;
    const wrong = await ctx.demo.post('/api/compras', { claveAcceso: retencionKey });
    expect(wrong.status).toBe(400);
  });

  it('shows purchases, one purchase and a supplier’s e-mail only to a user who may administer', async () => {
    const { compras } = (await ctx.demo.get('/api/compras')).body;
    expect(compras.length).toBeGreaterThan(0);
    const vendedor = await ctx.api.anonymous.login('vendedor');
    for (const path of ['/api/compras', `/api/compras/${compras[0].id}`, `/api/compras/proveedores/${PROVEEDOR.ruc}`]) {
      const forbidden = await vendedor.get(path);
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.body.error.message).toBe(SIN_PERMISO_ADMINISTRAR_MESSAGE);
    }
  });
});
