import { SIN_PERMISO_ADMINISTRAR_MESSAGE } from '@facturador/shared/domain';
import {
  type CorreoSettings,
  REMITENTE_EMAIL_INVALIDO_MESSAGE,
  SMTP_CLAVE_SIN_URL_MESSAGE,
  SMTP_URL_INVALIDA_MESSAGE,
} from '@facturador/shared/domain/settings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emisorCorreo, emisores } from '../../src/db/schema';
import { signUp } from '../company/helpers';
import {
  BUYER,
  facturar,
  invoiceBody,
  serviceLine,
  useEmissionApi,
  waitForEstado,
  waitUntil,
} from '../emission/helpers';
import type { ApiClient } from '../helpers/api';
import { useSmtpSink } from './smtp-sink';

/** "Correo de facturas" of the company settings over HTTP: GET/PUT /api/emisor/correo (issue #12). */
const sink = useSmtpSink();

const ctx = useEmissionApi({ SMTP_FROM: 'Facturador <facturas@facturador.test>', MAIL_RETRY_DELAY_MS: '200' });

async function correo(client: ApiClient): Promise<CorreoSettings> {
  const response = await client.get('/api/emisor/correo');
  expect(response.status).toBe(200);
  return response.body.correo;
}

async function save(client: ApiClient, body: Record<string, unknown>): Promise<CorreoSettings> {
  const response = await client.put('/api/emisor/correo', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.correo;
}

describe('GET/PUT /api/emisor/correo', () => {
  it('answers 403 without administrar', async () => {
    const vendedor = await ctx.api.anonymous.login('vendedor');
    for (const response of [
      await vendedor.get('/api/emisor/correo'),
      await vendedor.put('/api/emisor/correo', { enviarEnPruebas: false }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe(SIN_PERMISO_ADMINISTRAR_MESSAGE);
    }
  });

  it('answers 400 in Spanish for a bad SMTP URL, a bad sender e-mail, a password without server', async () => {
    const { client } = await signUp(ctx.api.anonymous);
    for (const [body, message] of [
      [{ smtpUrl: 'http://smtp.example.com' }, SMTP_URL_INVALIDA_MESSAGE],
      [{ smtpUrl: 'smtp.example.com:587' }, SMTP_URL_INVALIDA_MESSAGE],
      [{ smtpUrl: 'smtps://' }, SMTP_URL_INVALIDA_MESSAGE],
      [{ remitenteEmail: 'ventas arroba tienda' }, REMITENTE_EMAIL_INVALIDO_MESSAGE],
      [{ smtpClave: 'sin-servidor' }, SMTP_CLAVE_SIN_URL_MESSAGE],
    ] as const) {
      const response = await client.put('/api/emisor/correo', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.message).toContain(message);
    }
    expect(await correo(client)).toEqual({
      // New companies e-mail their PRUEBAS documents (issue 25).
      enviarEnPruebas: true,
      smtpUrl: '',
      smtpConClave: false,
      remitenteNombre: '',
      remitenteEmail: '',
    });
  });

  it('keeps the SMTP password encrypted and never answers it; omitted it stays, an empty URL removes the SMTP', async () => {
    const { client, body } = await signUp(ctx.api.anonymous);
    const saved = await save(client, {
      enviarEnPruebas: true,
      smtpUrl: 'smtps://ventas%40tienda.ec@smtp.tienda.ec:465',
      smtpClave: 'clave-smtp-muy/secreta',
      remitenteNombre: ' Ventas La Nueva ',
      remitenteEmail: 'ventas@tienda.ec',
    });
    const expected = {
      enviarEnPruebas: true,
      smtpUrl: 'smtps://ventas%40tienda.ec@smtp.tienda.ec:465',
      smtpConClave: true,
      remitenteNombre: 'Ventas La Nueva',
      remitenteEmail: 'ventas@tienda.ec',
    };
    expect(saved).toEqual(expected);
    expect(await correo(client)).toEqual(expected);

    const db = ctx.db.database.db;
    const [emisor] = await db.select({ id: emisores.id }).from(emisores).where(eq(emisores.ruc, body.ruc));
    const [stored] = await db.select().from(emisorCorreo).where(eq(emisorCorreo.emisorId, emisor!.id));
    expect(stored!.smtpClaveCifrada).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain('secreta');

    // Another server without the password field keeps the stored one; a password in the URL replaces it.
    expect(await save(client, { smtpUrl: 'smtp://ventas@smtp2.tienda.ec:587' })).toMatchObject({
      smtpUrl: 'smtp://ventas@smtp2.tienda.ec:587',
      smtpConClave: true,
    });
    const inUrl = await client.put('/api/emisor/correo', { smtpUrl: 'smtp://ventas:otra-secreta@smtp2.tienda.ec:587' });
    expect(inUrl.body.correo).toMatchObject({ smtpUrl: 'smtp://ventas@smtp2.tienda.ec:587', smtpConClave: true });
    expect(JSON.stringify(inUrl.body)).not.toContain('secreta');
    expect(await save(client, { smtpClave: '' })).toMatchObject({ smtpConClave: false });
    expect(await save(client, { smtpClave: 'nueva', remitenteNombre: '' })).toMatchObject({
      smtpConClave: true,
      remitenteNombre: '',
    });
    expect(await save(client, { smtpUrl: '' })).toEqual({
      ...expected,
      smtpUrl: '',
      smtpConClave: false,
      remitenteNombre: '',
    });
    const [removed] = await db.select().from(emisorCorreo).where(eq(emisorCorreo.emisorId, emisor!.id));
    expect(removed).toMatchObject({ smtpUrl: null, smtpClaveCifrada: null });
  });

  it('turning enviarEnPruebas off and on decides whether a PRUEBAS document is e-mailed', async () => {
    const authorized = async () => {
      const response = await facturar(ctx.demo, invoiceBody({ productos: [serviceLine()] }));
      await waitForEstado(ctx.demo, response.body.claveAcceso, 'AUTORIZADA');
      return response.body.claveAcceso as string;
    };
    try {
      expect(await save(ctx.demo, { enviarEnPruebas: false })).toMatchObject({ enviarEnPruebas: false });
      const off = await authorized();
      expect(await save(ctx.demo, { enviarEnPruebas: true })).toMatchObject({ enviarEnPruebas: true });
      const on = await authorized();
      await waitUntil(async () => sink.about(on).length === 1, `el correo de ${on}`);
      const [message] = sink.about(on);
      expect(message?.replyTo?.value[0]?.address).toBe((await ctx.demo.get('/api/emisor')).body.emisor.email);
      expect(message?.to && !Array.isArray(message.to) ? message.to.value[0]?.address : null).toBe(
        BUYER.comprador_email,
      );
      expect(sink.about(off)).toHaveLength(0);
    } finally {
      await ctx.demo.put('/api/emisor/correo', { enviarEnPruebas: true });
    }
  });
});
