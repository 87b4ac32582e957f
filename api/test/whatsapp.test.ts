import { parseClaveAcceso } from '@facturador/shared/domain';
import {
  type EnvioWhatsapp,
  TELEFONO_FIJO_WHATSAPP_MESSAGE,
  TELEFONO_WHATSAPP_INVALIDO_MESSAGE,
  WHATSAPP_SOLO_AUTORIZADOS_MESSAGE,
} from '@facturador/shared/domain/documents';
import { CLAVE_ACCESO_INCORRECTA_MESSAGE } from '@facturador/shared/domain/ride';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compradores, emisores, enviosWhatsapp } from '../src/db/schema';
import {
  BUYER,
  facturar,
  invoiceBody,
  quickInvoice,
  serviceLine,
  useEmissionApi,
  waitForEstado,
} from './emission/helpers';
import type { ApiClient } from './helpers/api';

/** «Enviar por WhatsApp» (issue 44 §2) over real HTTP: the wa.me link, the send recorded, the refusals. */
const ctx = useEmissionApi({ PUBLIC_URL: 'https://facturas.example.com/' });

const numeroOf = (clave: string) => parseClaveAcceso(clave)!.numeroDocumento;

async function authorized(client: ApiClient, body = quickInvoice()): Promise<string> {
  const { claveAcceso } = (await facturar(client, body)).body;
  await waitForEstado(client, claveAcceso, 'AUTORIZADA');
  return claveAcceso;
}

/** The card's data of a document (GET /api/facturas). */
async function card(client: ApiClient, clave: string) {
  const response = await client.get(`/api/facturas?filtro=${numeroOf(clave)}`);
  expect(response.status).toBe(200);
  return response.body.facturas.find((doc: { claveAcceso: string }) => doc.claveAcceso === clave);
}

describe('POST /api/facturas/{clave}/whatsapp', () => {
  it('answers the wa.me link with the message, and records who sent it, when and to which number', async () => {
    const clave = await authorized(ctx.demo);
    const before = Date.now();
    const response = await ctx.demo.post(`/api/facturas/${clave}/whatsapp`, { telefono: '099 123 4567' });
    expect(response.status).toBe(200);
    expect(response.body.telefono).toBe('593991234567');
    const url = new URL(response.body.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/593991234567');
    expect(url.searchParams.get('text')).toBe(
      `Comercial El Manaba le envía su factura ${numeroOf(clave)} por un total de $ 28.75. ` +
        `Ver o descargar el comprobante: https://facturas.example.com/descargar-factura/${clave}`,
    );
    expect(response.body.url).toContain('?text=Comercial%20El%20Manaba%20le%20env%C3%ADa');
    const envio: EnvioWhatsapp = response.body.envio;
    expect(envio).toEqual({ usuario: 'demo', fecha: expect.any(String), telefono: '593991234567' });
    expect(Date.parse(envio.fecha)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(envio.fecha)).toBeLessThanOrEqual(Date.now() + 1000);

    const second = await ctx.demo.post(`/api/facturas/${clave}/whatsapp`, { telefono: '+593 98 765 4321' });
    expect(second.status).toBe(200);
    expect(second.body.telefono).toBe('593987654321');

    const listed = await card(ctx.demo, clave);
    expect(listed.whatsapp).toEqual([envio, second.body.envio]);
    const rows = await ctx.db.database.db
      .select({ usuario: enviosWhatsapp.usuario, telefono: enviosWhatsapp.telefono, emisorId: enviosWhatsapp.emisorId })
      .from(enviosWhatsapp)
      .where(eq(enviosWhatsapp.telefono, '593991234567'));
    expect(rows).toEqual([{ usuario: 'demo', telefono: '593991234567', emisorId: expect.any(String) }]);
  });

  it('uses the razón social when the company has no trade name', async () => {
    const clave = await authorized(ctx.demo);
    const db = ctx.db.database.db;
    const [row] = await db
      .select({ id: emisores.id, nombreComercial: emisores.nombreComercial, razonSocial: emisores.razonSocial })
      .from(emisores)
      .where(eq(emisores.nombreComercial, 'Comercial El Manaba'));
    await db.update(emisores).set({ nombreComercial: '' }).where(eq(emisores.id, row!.id));
    try {
      const response = await ctx.demo.post(`/api/facturas/${clave}/whatsapp`, { telefono: '0991234567' });
      expect(response.status).toBe(200);
      expect(new URL(response.body.url).searchParams.get('text')).toMatch(
        new RegExp(`^${row!.razonSocial} le envía su factura ${numeroOf(clave)} `),
      );
    } finally {
      await db.update(emisores).set({ nombreComercial: row!.nombreComercial }).where(eq(emisores.id, row!.id));
    }
  });

  it("offers the registered buyer's phone on the card; a document never sent has no log", async () => {
    const clave = await authorized(ctx.demo, invoiceBody({ productos: [serviceLine()] }));
    const db = ctx.db.database.db;
    await db
      .update(compradores)
      .set({ telefono: '0991112233' })
      .where(eq(compradores.identificacion, BUYER.comprador_cedula));
    const listed = await card(ctx.demo, clave);
    expect(listed.telefonoComprador).toBe('0991112233');
    const persona = await ctx.demo.get(`/api/persona?identificacion=${BUYER.comprador_cedula}`);
    expect(persona.body.data.telefono).toBe('0991112233');
    expect(listed.whatsapp).toBeUndefined();
  });

  it('refuses an invalid number or a landline (400), another company’s document (404), one not AUTORIZADA (409)', async () => {
    const clave = await authorized(ctx.demo);
    const invalid = await ctx.demo.post(`/api/facturas/${clave}/whatsapp`, { telefono: '12345' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(TELEFONO_WHATSAPP_INVALIDO_MESSAGE);
    const landline = await ctx.demo.post(`/api/facturas/${clave}/whatsapp`, { telefono: '02 234 5678' });
    expect(landline.status).toBe(400);
    expect(landline.body.error.message).toBe(TELEFONO_FIJO_WHATSAPP_MESSAGE);
    const missing = await ctx.demo.post(`/api/facturas/${clave}/whatsapp`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(TELEFONO_WHATSAPP_INVALIDO_MESSAGE);

    const foreign = await ctx.otra.post(`/api/facturas/${clave}/whatsapp`, { telefono: '0991234567' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(CLAVE_ACCESO_INCORRECTA_MESSAGE);
    expect((await ctx.api.anonymous.post(`/api/facturas/${clave}/whatsapp`, { telefono: '0991234567' })).status).toBe(
      401,
    );

    ctx.sim.setFaults(['en-proceso']);
    const pending = (await facturar(ctx.demo, quickInvoice())).body.claveAcceso;
    const notYet = await ctx.demo.post(`/api/facturas/${pending}/whatsapp`, { telefono: '0991234567' });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toBe(WHATSAPP_SOLO_AUTORIZADOS_MESSAGE);
    ctx.sim.setFaults([]);

    expect((await card(ctx.demo, clave)).whatsapp).toBeUndefined();
  });
});
