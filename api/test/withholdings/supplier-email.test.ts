import { parseClaveAcceso } from '@facturador/shared/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoEmisor } from '../../src/db/seed/demo-data';
import { useEmissionApi, waitForEstado, waitUntil } from '../emission/helpers';
import { useSmtpSink } from '../mail/smtp-sink';
import { PROVEEDOR, supplierInvoiceTo } from './supplier';

/**
 * Issue #37 §2: the retención goes to the supplier's e-mail as registered on the purchase (editable
 * there, remembered per supplier RUC), never to the company's own address, which is what a supplier
 * invoice's infoAdicional holds. A real SMTP server receives the messages.
 */
const sink = useSmtpSink();
const ctx = useEmissionApi({ SMTP_FROM: 'Facturador <facturas@facturador.test>', SMTP_TIMEOUT_MS: '2000' });

const OWN = demoEmisor.email;
const SUPPLIER = 'retenciones@pacifico.example.com';
const LINEAS = [{ impuesto: 'renta', codigo: '312', baseImponible: 250, porcentaje: 1.75 }];
const PROPIO =
  'El correo del proveedor no puede ser uno de su propia empresa: escriba el del proveedor, que es quien recibe la retención';
let secuencial = 900;

/** The supplier's invoice to the demo company: its infoAdicional holds the company's own address. */
function invoice() {
  secuencial += 1;
  const factura = supplierInvoiceTo(secuencial, demoEmisor);
  expect(factura.xml).toContain(`<campoAdicional nombre="Email">${OWN}</campoAdicional>`);
  ctx.sim.publish(factura.xml);
  return factura;
}

async function byClave(extra: Record<string, unknown> = {}) {
  const factura = invoice();
  const response = await ctx.demo.post('/api/compras', { claveAcceso: factura.claveAcceso, ...extra });
  expect(response.status).toBe(201);
  return response.body;
}

/** Issues a retención on the purchase and waits until it is authorized and its message settled. */
async function retencionOn(compraId: string): Promise<string> {
  const issued = await ctx.demo.post('/api/retenciones', { compra_id: compraId, retenciones: LINEAS });
  expect(issued.status).toBe(200);
  const { claveAcceso } = issued.body;
  await waitForEstado(ctx.demo, claveAcceso, 'AUTORIZADA');
  return claveAcceso;
}

async function correos(claveAcceso: string) {
  const numero = parseClaveAcceso(claveAcceso)!.numeroDocumento;
  const listed = await ctx.demo.get(`/api/facturas?filtro=${numero}`);
  return listed.body.facturas.find((doc: { claveAcceso: string }) => doc.claveAcceso === claveAcceso).correos;
}

describe('el correo del proveedor de una compra', () => {
  it('sends the retención to the supplier’s e-mail set on the purchase, never to the company’s own', async () => {
    expect((await ctx.demo.put('/api/emisor', { agenteRetencion: '1' })).status).toBe(200);
    const compra = await byClave();
    // The invoice's infoAdicional (the buyer's address) is not taken as the supplier's.
    expect(compra.proveedor.email).toBe('');

    const own = await ctx.demo.put(`/api/compras/${compra.id}`, { proveedorEmail: ` ${OWN.toUpperCase()} ` });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(PROPIO);
    const bad = await ctx.demo.put(`/api/compras/${compra.id}`, { proveedorEmail: 'retenciones@pacifico' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'El correo electrónico "retenciones@pacifico" no es válido; ingrese una dirección real (varias separadas por comas) o déjelo vacío.',
    );
    const missing = await ctx.demo.put('/api/compras/00000000-0000-4000-8000-000000000000', {
      proveedorEmail: SUPPLIER,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('La compra no existe');
    const edited = await ctx.demo.put(`/api/compras/${compra.id}`, { proveedorEmail: SUPPLIER });
    expect(edited.status).toBe(200);
    expect(edited.body.proveedor.email).toBe(SUPPLIER);
    expect((await ctx.demo.get(`/api/compras/${compra.id}`)).body.proveedor.email).toBe(SUPPLIER);

    const claveAcceso = await retencionOn(compra.id);
    await waitUntil(() => sink.about(claveAcceso).length > 0, 'el correo de la retención');
    expect(sink.deliveredTo(claveAcceso)).toEqual([SUPPLIER]);
    await waitUntil(async () => (await correos(claveAcceso))?.[0]?.estado === 'ENVIADO', 'la entrega ENVIADO');
    expect((await correos(claveAcceso))[0].destinatarios).toEqual([SUPPLIER]);
    expect(sink.messages.flatMap((mail) => sink.envelopes.get(mail) ?? [])).not.toContain(OWN);
  });

  it('never mails the company’s own address kept on a purchase from before, and resends to the corrected one', async () => {
    const compra = await byClave({ proveedorEmail: 'otro@pacifico.example.com' });
    // A purchase registered before the fix kept the infoAdicional's address.
    await ctx.db.database.db.execute(sql`update compras set proveedor_email = ${OWN} where id = ${compra.id}`);
    const claveAcceso = await retencionOn(compra.id);
    const sinEnvio = await ctx.demo.post(`/api/facturas/${claveAcceso}/correo`, {});
    expect(sinEnvio.status).toBe(400);
    expect(sinEnvio.body.error.message).toBe('El comprador no tiene correo electrónico: indique a quién enviarlo.');
    expect(sink.about(claveAcceso)).toEqual([]);

    expect((await ctx.demo.put(`/api/compras/${compra.id}`, { proveedorEmail: SUPPLIER })).status).toBe(200);
    const resent = await ctx.demo.post(`/api/facturas/${claveAcceso}/correo`, {});
    expect(resent.status).toBe(202);
    await waitUntil(() => sink.about(claveAcceso).length > 0, 'el reenvío al proveedor');
    expect(sink.deliveredTo(claveAcceso)).toEqual([SUPPLIER]);
  });

  it('remembers the e-mail per supplier RUC: the next purchase from it proposes it, whatever its origin', async () => {
    const first = await byClave({ proveedorEmail: 'compras.uno@pacifico.example.com' });
    expect(first.proveedor.email).toBe('compras.uno@pacifico.example.com');
    const proposed = await ctx.demo.get(`/api/compras/proveedores/${PROVEEDOR.ruc}`);
    expect(proposed.status).toBe(200);
    expect(proposed.body).toEqual({ identificacion: PROVEEDOR.ruc, email: 'compras.uno@pacifico.example.com' });
    expect((await byClave()).proveedor.email).toBe('compras.uno@pacifico.example.com');

    // An edit on a purchase is what the next one proposes; another company does not see it.
    expect((await ctx.demo.put(`/api/compras/${first.id}`, { proveedorEmail: SUPPLIER })).status).toBe(200);
    const form = new FormData();
    form.append('archivo', new Blob([invoice().xml], { type: 'text/xml' }), 'factura.xml');
    const uploaded = await fetch(`${ctx.api.url}/api/compras`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.demo.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    expect(((await uploaded.json()) as { proveedor: { email: string } }).proveedor.email).toBe(SUPPLIER);
    const typed = await ctx.demo.post('/api/compras', {
      proveedorRuc: PROVEEDOR.ruc,
      proveedorRazonSocial: PROVEEDOR.razonSocial,
      numero: '003-001-000000001',
      fechaEmision: '2026-10-01',
      numeroAutorizacion: '1234567890',
      bases: [{ codigoPorcentaje: 4, baseImponible: 100 }],
      iva: 15,
    });
    expect(typed.status).toBe(201);
    expect(typed.body.proveedor.email).toBe(SUPPLIER);
    expect((await ctx.otra.get(`/api/compras/proveedores/${PROVEEDOR.ruc}`)).body.email).toBe('');

    // The e-mail given with a file counts too, and is checked like any other.
    const withEmail = new FormData();
    withEmail.append('proveedorEmail', OWN);
    withEmail.append('archivo', new Blob([invoice().xml], { type: 'text/xml' }), 'factura.xml');
    const refused = await fetch(`${ctx.api.url}/api/compras`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.demo.token}` },
      body: withEmail,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(PROPIO);
    const invalid = await ctx.demo.post('/api/compras', { claveAcceso: invoice().claveAcceso, proveedorEmail: 'x@' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(
      'El correo electrónico "x@" no es válido; ingrese una dirección real (varias separadas por comas) o déjelo vacío.',
    );
  });
});
