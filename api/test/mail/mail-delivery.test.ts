import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseClaveAcceso } from '@facturador/shared/domain';
import {
  CORREO_REENVIADO_MESSAGE,
  CORREO_SOLO_AUTORIZADOS_MESSAGE,
  DESTINATARIO_INVALIDO_MESSAGE,
  type EntregaCorreo,
  SIN_DESTINATARIO_MESSAGE,
} from '@facturador/shared/domain/documents';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { documentos, emisorCorreo, emisores, entregasCorreo } from '../../src/db/schema';
import { demoEmisor, otherEmisor } from '../../src/db/seed/demo-data';
import { SRI_QUEUE } from '../../src/services/emission/sri-pipeline';
import { MAIL_QUEUE } from '../../src/services/mail/mail-delivery';
import {
  BUYER,
  facturar,
  invoiceBody,
  quickInvoice,
  serviceLine,
  useEmissionApi,
  waitForEstado,
  waitUntil,
} from '../emission/helpers';
import { comprobanteOf, expectValidSignedComprobante } from '../emission/xml-checks';
import { type ApiClient, startApi } from '../helpers/api';
import { usingPostgres } from '../helpers/database';
import { SmtpSink, useSmtpSink } from './smtp-sink';

/**
 * E-mail of authorized documents (issue #12) against a real SMTP server: the API's jobs send through
 * nodemailer to `sink`, which parses every message it accepts.
 */
const sink = useSmtpSink();

const ctx = useEmissionApi({
  SMTP_FROM: 'Facturador <facturas@facturador.test>',
  PUBLIC_URL: 'https://facturas.example.com/',
  SMTP_TIMEOUT_MS: '2000',
  MAIL_RETRY_DELAY_MS: '200',
  MAIL_RETRY_MAX_DELAY_MS: '400',
});

const numeroOf = (clave: string) => parseClaveAcceso(clave)!.numeroDocumento;

/** The document's delivery log, as the admin card reads it from GET /api/facturas. */
async function correosOf(client: ApiClient, clave: string): Promise<EntregaCorreo[]> {
  const response = await client.get(`/api/facturas?filtro=${numeroOf(clave)}`);
  expect(response.status).toBe(200);
  const doc = response.body.facturas.find((factura: { claveAcceso: string }) => factura.claveAcceso === clave);
  if (!doc) throw new Error(`documento ${clave} no listado`);
  return doc.correos;
}

/** Waits until the document's log has `count` messages, the last one in `estado`. */
async function waitForCorreos(client: ApiClient, clave: string, estado: string, count = 1) {
  let correos: EntregaCorreo[] = [];
  await waitUntil(async () => {
    correos = await correosOf(client, clave);
    return correos.length === count && correos.at(-1)?.estado === estado;
  }, `${count} correo(s) de ${clave}, el último ${estado}`);
  return correos;
}

async function authorizedInvoice(client: ApiClient, body = invoiceBody({ productos: [serviceLine()] })) {
  const response = await facturar(client, body);
  await waitForEstado(client, response.body.claveAcceso, 'AUTORIZADA');
  return response.body.claveAcceso as string;
}

/**
 * Waits until no job of these documents is left to run: their SRI job and every e-mail job of their
 * delivery log are completed (or failed for good). The sink records a message before SMTP accepts it, so
 * whatever the jobs were going to send, right or wrongly twice, is in it.
 */
async function jobsDone(...claves: string[]) {
  const db = ctx.db.database.db;
  await waitUntil(
    async () => {
      const result = await db.execute(
        sql`select count(*)::int as live from pgboss.job j join ${documentos} d on d.clave_acceso in ${claves}
          where j.state < 'completed' and (
            (j.name = ${SRI_QUEUE} and j.singleton_key = d.id::text) or
            (j.name = ${MAIL_QUEUE} and j.singleton_key in
              (select e.id::text from ${entregasCorreo} e where e.documento_id = d.id)))`,
      );
      return Number((result as unknown as { rows: { live: number }[] }).rows[0]!.live) === 0;
    },
    `trabajos terminados de ${claves.join(', ')}`,
  );
}

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ride-'));
  try {
    fs.writeFileSync(path.join(dir, 'ride.pdf'), pdf);
    const result = spawnSync('pdftotext', ['-layout', path.join(dir, 'ride.pdf'), '-'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the authorized invoice reaches the buyer', () => {
  it('sends one message with the RIDE PDF and the authorized XML, and logs it ENVIADO', async () => {
    const clave = await authorizedInvoice(ctx.demo);
    const numero = numeroOf(clave);
    const [correo] = await waitForCorreos(ctx.demo, clave, 'ENVIADO');
    expect(correo).toMatchObject({ destinatarios: [BUYER.comprador_email], motivo: null, reenvio: false });
    expect(Date.parse(correo!.enviadoEn!)).toBeGreaterThanOrEqual(Date.parse(correo!.fecha));
    await jobsDone(clave);

    const messages = sink.about(clave);
    expect(messages).toHaveLength(1);
    const mail = messages[0]!;
    expect(mail.subject).toBe(`Factura ${numero} de Comercial El Manaba`);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((to) => to.address) : []).toEqual([
      BUYER.comprador_email,
    ]);
    expect(mail.from?.value[0]).toEqual({ name: 'Comercial El Manaba', address: 'facturas@facturador.test' });
    expect(mail.replyTo?.value[0]?.address).toBe(demoEmisor.email);
    expect(mail.messageId).toBeTruthy();
    const link = `https://facturas.example.com/descargar-factura/${clave}`;
    for (const part of [mail.text ?? '', typeof mail.html === 'string' ? mail.html : '']) {
      expect(part).toContain(`Factura ${numero}`);
      expect(part).toContain('$ 28.75');
      expect(part).toContain(link);
      expect(part).toContain('Comercial El Manaba');
    }

    const [pdf, xml] = mail.attachments;
    expect(mail.attachments).toHaveLength(2);
    expect(pdf).toMatchObject({ filename: `${numero}.pdf`, contentType: 'application/pdf' });
    expect(pdfText(pdf!.content)).toContain(numero);
    expect(xml).toMatchObject({ filename: `${clave}.xml`, contentType: 'application/xml' });
    const published = await ctx.api.anonymous.get(`/api/factura_xml/${clave}`);
    expect(xml!.content.toString('utf8')).toBe(published.body);
    expect(published.body).toContain('<numeroAutorizacion>');
    expect(published.body).toContain('<fechaAutorizacion>');
    expectValidSignedComprobante(comprobanteOf(xml!.content.toString('utf8')), 'factura');
  });

  it("'Reenviar correo' sends exactly one more message, to the buyer or to another address", async () => {
    const clave = await authorizedInvoice(ctx.demo);
    await waitForCorreos(ctx.demo, clave, 'ENVIADO');

    const again = await ctx.demo.post(`/api/facturas/${clave}/correo`, {});
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({
      mensaje: CORREO_REENVIADO_MESSAGE,
      correo: { estado: 'PENDIENTE', destinatarios: [BUYER.comprador_email], reenvio: true },
    });
    await waitForCorreos(ctx.demo, clave, 'ENVIADO', 2);
    await jobsDone(clave);
    expect(sink.about(clave)).toHaveLength(2);

    const other = await ctx.demo.post(`/api/facturas/${clave}/correo`, { destinatarios: ['contador@example.com'] });
    expect(other.status).toBe(202);
    const correos = await waitForCorreos(ctx.demo, clave, 'ENVIADO', 3);
    expect(correos.map((correo) => correo.destinatarios)).toEqual([
      [BUYER.comprador_email],
      [BUYER.comprador_email],
      ['contador@example.com'],
    ]);
    await jobsDone(clave);
    const messages = sink.about(clave);
    expect(messages).toHaveLength(3);
    expect(messages.filter((mail) => mail.text?.includes('Estimado'))).toHaveLength(3);
    expect(messages.at(-1)!.attachments).toHaveLength(2);
  });

  it('refuses a resend with a bad address, of another emisor, or of a document not yet AUTORIZADA', async () => {
    const clave = await authorizedInvoice(ctx.demo);
    const bad = await ctx.demo.post(`/api/facturas/${clave}/correo`, { destinatarios: ['no-es-correo'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(DESTINATARIO_INVALIDO_MESSAGE);
    expect((await ctx.otra.post(`/api/facturas/${clave}/correo`, {})).status).toBe(404);
    expect((await ctx.api.anonymous.post(`/api/facturas/${clave}/correo`, {})).status).toBe(401);

    ctx.sim.setFaults(['en-proceso']);
    const pending = await facturar(ctx.demo, invoiceBody({ productos: [serviceLine()] }));
    const notYet = await ctx.demo.post(`/api/facturas/${pending.body.claveAcceso}/correo`, {});
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toBe(CORREO_SOLO_AUTORIZADOS_MESSAGE);
    ctx.sim.setFaults([]);
  });

  it('sends nothing to consumidor final; a resend to an address given on the card does', async () => {
    const clave = await authorizedInvoice(ctx.demo, quickInvoice());
    await jobsDone(clave);
    expect(await correosOf(ctx.demo, clave)).toEqual([]);
    expect(sink.about(clave)).toHaveLength(0);

    const refused = await ctx.demo.post(`/api/facturas/${clave}/correo`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(SIN_DESTINATARIO_MESSAGE);

    const resent = await ctx.demo.post(`/api/facturas/${clave}/correo`, { destinatarios: ['cliente@example.com'] });
    expect(resent.status).toBe(202);
    await waitForCorreos(ctx.demo, clave, 'ENVIADO');
    expect(sink.about(clave)).toHaveLength(1);
  });

  it("sends nothing for 'Sin correo', nor in PRUEBAS for a company that did not turn it on", async () => {
    const sinCorreo = await authorizedInvoice(
      ctx.demo,
      invoiceBody({ productos: [serviceLine()], comprador_email: '' }),
    );
    const otra = await authorizedInvoice(ctx.otra);
    await jobsDone(sinCorreo, otra);
    expect(await correosOf(ctx.demo, sinCorreo)).toEqual([]);
    expect(await correosOf(ctx.otra, otra)).toEqual([]);
    expect(sink.about(sinCorreo)).toHaveLength(0);
    expect(sink.about(otra)).toHaveLength(0);
  });

  it("sends through the company's own SMTP, with its sender name and a password kept encrypted", async () => {
    const own = new SmtpSink({ user: 'ventas@mantamar.example.com', password: 'clave:secreta/ñ' });
    await own.start();
    try {
      const db = ctx.db.database.db;
      const [otra] = await db.select({ id: emisores.id }).from(emisores).where(eq(emisores.ruc, otherEmisor.ruc));
      const smtpUrl = `smtp://ventas%40mantamar.example.com:${encodeURIComponent('clave:secreta/ñ')}@127.0.0.1:${own.port}`;
      const saved = await ctx.otra.put('/api/emisor/correo', {
        enviarEnPruebas: true,
        smtpUrl,
        remitenteNombre: 'Ventas Manta Mar',
        remitenteEmail: 'ventas@mantamar.example.com',
      });
      expect(saved.status).toBe(200);
      expect(JSON.stringify(saved.body)).not.toContain('secreta');
      const [stored] = await db.select().from(emisorCorreo).where(eq(emisorCorreo.emisorId, otra!.id));
      expect(stored!.smtpUrl).toBe(`smtp://ventas%40mantamar.example.com@127.0.0.1:${own.port}`);
      expect(stored!.smtpClaveCifrada).toBeTruthy();
      expect(JSON.stringify(stored)).not.toContain('secreta');

      const clave = await authorizedInvoice(ctx.otra);
      await waitForCorreos(ctx.otra, clave, 'ENVIADO');
      const [mail] = own.about(clave);
      expect(mail?.from?.value[0]).toEqual({ name: 'Ventas Manta Mar', address: 'ventas@mantamar.example.com' });
      expect(mail?.replyTo?.value[0]?.address).toBe(otherEmisor.email);
      expect(mail?.attachments).toHaveLength(2);
      expect(sink.about(clave)).toHaveLength(0);
    } finally {
      await own.stop();
    }
  });

  it('records a permanent refusal (550) as FALLÓ with SMTP’s reason, and does not retry it', async () => {
    sink.rejected.add('no.existe@example.com');
    const clave = await authorizedInvoice(
      ctx.demo,
      invoiceBody({ productos: [serviceLine()], comprador_email: 'no.existe@example.com' }),
    );
    const [correo] = await waitForCorreos(ctx.demo, clave, 'FALLÓ');
    expect(correo!.motivo).toContain('550');
    expect(correo!.motivo).toContain('Mailbox unavailable');
    expect(correo!.enviadoEn).toBeNull();
    await jobsDone(clave);
    expect((await correosOf(ctx.demo, clave))[0]!.estado).toBe('FALLÓ');
    expect(sink.about(clave)).toHaveLength(0);
  });

  it('keeps the message PENDIENTE while SMTP is down and sends it once when SMTP is back', async () => {
    await sink.stop();
    let clave = '';
    try {
      clave = await authorizedInvoice(ctx.demo);
      await waitUntil(async () => {
        const [correo] = await correosOf(ctx.demo, clave);
        return correo?.estado === 'PENDIENTE' && Boolean(correo.motivo);
      }, 'un intento fallido registrado');
    } finally {
      await sink.start();
    }
    const [correo] = await waitForCorreos(ctx.demo, clave, 'ENVIADO');
    expect(correo!.motivo).toBeNull();
    await jobsDone(clave);
    expect(sink.about(clave)).toHaveLength(1);
  });

  it('a restart while SMTP is down loses no message and sends it once', async () => {
    await sink.stop();
    let clave = '';
    try {
      clave = await authorizedInvoice(ctx.demo);
      await waitUntil(async () => Boolean((await correosOf(ctx.demo, clave))[0]?.motivo), 'un intento fallido');
    } finally {
      await ctx.restart(() => sink.start());
    }
    await waitForCorreos(ctx.demo, clave, 'ENVIADO');
    await jobsDone(clave);
    expect(sink.about(clave)).toHaveLength(1);
  });
});

describe.skipIf(!usingPostgres)('two API instances on one PostgreSQL database', () => {
  it('e-mail each authorized document once', async () => {
    const second = await openDatabase({ engine: 'postgres', url: ctx.db.url!, poolSize: 10 });
    const other = await startApi({
      database: second,
      engine: 'postgres',
      url: ctx.db.url,
      destroy: () => second.close(),
    });
    try {
      const demo2 = await other.anonymous.login('demo');
      const claves = await Promise.all(
        [ctx.demo, demo2, ctx.demo, demo2, ctx.demo, demo2].map((client) => authorizedInvoice(client)),
      );
      for (const clave of claves) await waitForCorreos(ctx.demo, clave, 'ENVIADO');
      // Both instances resend the same document at once: one more message each, never lost or doubled.
      await Promise.all([
        ctx.demo.post(`/api/facturas/${claves[0]}/correo`, {}),
        demo2.post(`/api/facturas/${claves[0]}/correo`, {}),
      ]);
      await waitForCorreos(ctx.demo, claves[0]!, 'ENVIADO', 3);
      await jobsDone(...claves);
      expect(claves.map((clave) => sink.about(clave).length)).toEqual([3, 1, 1, 1, 1, 1]);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
