import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { COD_DOC } from '@facturador/shared/domain';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_JSON_MESSAGE, type RunningSimulator, startSimulator } from '../../sim/simulator';
import { loadConfig } from '../../src/config';
import { generateTestP12, loadCertificate, type SigningCertificate } from '../../src/sri/certificate';
import { signXml, verifySignedXml } from '../../src/sri/signature';
import {
  type AutorizacionResult,
  buildAuthorizedXml,
  parseAutorizacionResponse,
  parseRecepcionResponse,
  SriClient,
  SriInvalidResponseError,
  SriUnavailableError,
  sriEndpoints,
} from '../../src/sri/soap';
import { buildComprobanteXml, buildFacturaXml } from '../../src/sri/xml';
import {
  claveAcceso,
  context,
  FECHA_EMISION,
  facturaPayload,
  formLine,
  minimalFactura,
  notaDebitoXml,
} from './fixtures';

let certificate: SigningCertificate;
let sim: RunningSimulator;
let client: SriClient;
let nextSecuencial = 1;

beforeAll(async () => {
  certificate = loadCertificate(generateTestP12({ password: 'sim', commonName: 'COMERCIAL DEMO S.A.' }), 'sim');
  sim = await startSimulator({ port: 0, authDelayMs: 0, env: {} });
  client = new SriClient({ ambiente: 1, endpoints: { url: sim.url }, timeoutMs: 5000 });
});

afterEach(() => {
  sim.clearFaults();
  sim.setAuthDelay(0);
});

afterAll(async () => {
  await sim.close();
});

interface Issued {
  clave: string;
  xml: string;
}

/** A signed factura (or nota de crédito) with a fresh secuencial. */
function issue(
  options: {
    tipo?: 'factura' | 'notaCredito';
    secuencial?: number;
    codigoNumerico?: string;
    fecha?: Date;
    marker?: string;
    alter?: (unsigned: string) => string;
  } = {},
): Issued {
  const tipo = options.tipo ?? 'factura';
  const ctx = context(
    tipo,
    options.secuencial ?? nextSecuencial++,
    options.fecha ?? FECHA_EMISION,
    options.codigoNumerico,
  );
  const infoAdicional = options.marker ? [{ nombre: 'SRI_SIM_FALLA', valor: options.marker }] : [];
  const unsigned = buildComprobanteXml(facturaPayload(2, { tipoComprobante: tipo, infoAdicional }), ctx);
  return { clave: ctx.claveAcceso, xml: signXml(options.alter ? options.alter(unsigned) : unsigned, certificate) };
}

/** Polls autorización until SRI stops answering EN PROCESO (the simulator's delay is 0 here). */
async function decision(clave: string, sri: SriClient = client): Promise<AutorizacionResult> {
  let result = await sri.autorizacionComprobante(clave);
  for (let attempt = 0; attempt < 20 && result.estado === 'EN PROCESO'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    result = await sri.autorizacionComprobante(clave);
  }
  return result;
}

const firstMessage = (result: { mensajes: { identificador: string; mensaje: string }[] }) => result.mensajes[0];

describe('recepción and autorización against the simulator', () => {
  it('receives, keeps EN PROCESO during the delay, then authorizes with the XML intact', async () => {
    sim.setAuthDelay(60_000);
    const factura = issue();
    const recepcion = await client.validarComprobante(factura.xml);
    expect(recepcion).toMatchObject({ estado: 'RECIBIDA', mensajes: [] });
    expect((await client.autorizacionComprobante(factura.clave)).estado).toBe('EN PROCESO');

    sim.setAuthDelay(0);
    const result = await client.autorizacionComprobante(factura.clave);
    expect(result.estado).toBe('AUTORIZADO');
    expect(result.claveAccesoConsultada).toBe(factura.clave);
    expect(result.numeroComprobantes).toBe(1);
    expect(result.autorizacion).toMatchObject({
      estado: 'AUTORIZADO',
      numeroAutorizacion: factura.clave,
      ambiente: 'PRUEBAS',
      mensajes: [],
    });
    expect(result.autorizacion?.fechaAutorizacion).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/);
    expect(result.autorizacion?.comprobante).toBe(factura.xml);
    expect(verifySignedXml(result.autorizacion!.comprobante!).valid).toBe(true);
  });

  it('authorizes a nota de crédito', async () => {
    const notaCredito = issue({ tipo: 'notaCredito' });
    expect((await client.validarComprobante(notaCredito.xml)).estado).toBe('RECIBIDA');
    expect((await decision(notaCredito.clave)).estado).toBe('AUTORIZADO');
  });

  it('authorizes a nota de débito (notaDebito 1.0.0, codDoc 05)', async () => {
    const { clave, xml } = notaDebitoXml([{ razon: 'Interés por mora', valor: 10 }], 'IVA 15%', nextSecuencial++);
    const signed = signXml(xml, certificate);
    expect((await client.validarComprobante(signed)).estado).toBe('RECIBIDA');
    const result = await decision(clave);
    expect(result.estado).toBe('AUTORIZADO');
    expect(result.autorizacion?.comprobante).toBe(signed);
  });

  it('does not authorize a nota de débito whose totals do not add up (52), nor one out of the schema (35)', async () => {
    const wrongTotal = notaDebitoXml([{ razon: 'Flete', valor: 10 }], 'IVA 15%', nextSecuencial++);
    const altered = wrongTotal.xml.replace('<valorTotal>11.50</valorTotal>', '<valorTotal>12.50</valorTotal>');
    await client.validarComprobante(signXml(altered, certificate));
    const result = await decision(wrongTotal.clave);
    expect(result.estado).toBe('NO AUTORIZADO');
    expect(result.autorizacion?.mensajes[0]).toMatchObject({ identificador: '52', mensaje: 'ERROR EN DIFERENCIAS' });
    expect(result.autorizacion?.mensajes[0]?.informacionAdicional).toContain('valorTotal');

    const wrongIva = notaDebitoXml([{ razon: 'Flete', valor: 10 }], 'IVA 15%', nextSecuencial++);
    await client.validarComprobante(
      signXml(wrongIva.xml.replace('<valor>1.50</valor>', '<valor>1.60</valor>'), certificate),
    );
    expect((await decision(wrongIva.clave)).autorizacion?.mensajes[0]?.identificador).toBe('52');

    const noMotivos = notaDebitoXml([{ razon: 'Flete', valor: 10 }], 'IVA 15%', nextSecuencial++);
    const sinMotivos = noMotivos.xml.replace(/<motivos>.*<\/motivos>/, '');
    const recepcion = await client.validarComprobante(signXml(sinMotivos, certificate));
    expect(recepcion.estado).toBe('DEVUELTA');
    expect(firstMessage(recepcion)?.identificador).toBe('35');
  });

  it('answers 70 to a resend while processing and 43 once authorized', async () => {
    sim.setAuthDelay(60_000);
    const factura = issue();
    await client.validarComprobante(factura.xml);
    const processing = await client.validarComprobante(factura.xml);
    expect(processing.estado).toBe('DEVUELTA');
    expect(processing.claveAcceso).toBe(factura.clave);
    expect(firstMessage(processing)).toMatchObject({
      identificador: '70',
      mensaje: 'CLAVE DE ACCESO EN PROCESAMIENTO',
      tipo: 'ERROR',
    });
    sim.setAuthDelay(0);
    expect((await decision(factura.clave)).estado).toBe('AUTORIZADO');
    const again = await client.validarComprobante(factura.xml);
    expect(again.estado).toBe('DEVUELTA');
    expect(firstMessage(again)).toMatchObject({ identificador: '43', mensaje: 'CLAVE ACCESO REGISTRADA' });
  });

  it('answers 45 when the serie and secuencial are already used under another key', async () => {
    const secuencial = nextSecuencial++;
    const first = issue({ secuencial, codigoNumerico: '11111111' });
    const second = issue({ secuencial, codigoNumerico: '22222222' });
    expect(first.clave).not.toBe(second.clave);
    expect((await client.validarComprobante(first.xml)).estado).toBe('RECIBIDA');
    const duplicate = await client.validarComprobante(second.xml);
    expect(duplicate.estado).toBe('DEVUELTA');
    expect(firstMessage(duplicate)).toMatchObject({ identificador: '45', mensaje: 'ERROR SECUENCIAL REGISTRADO' });
  });

  it('answers 35 to XML that is not well-formed or breaks the schema', async () => {
    const broken = await client.validarComprobante('<factura id="comprobante"><infoTributaria>');
    expect(broken.estado).toBe('DEVUELTA');
    expect(firstMessage(broken)).toMatchObject({ identificador: '35', mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML' });

    const newline = issue({
      alter: (xml) => xml.replace('<descripcion>Producto', '<descripcion>Producto\nsegunda línea'),
    });
    const result = await client.validarComprobante(newline.xml);
    expect(firstMessage(result)).toMatchObject({ identificador: '35' });
    expect(result.mensajes[0]?.informacionAdicional).toContain('descripcion');

    const missing = issue({ alter: (xml) => xml.replace(/<importeTotal>[^<]*<\/importeTotal>/, '') });
    const missingResult = await client.validarComprobante(missing.xml);
    expect(firstMessage(missingResult)).toMatchObject({ identificador: '35' });
    expect(missingResult.mensajes[0]?.informacionAdicional).toContain('importeTotal');
  });

  it('answers 49 to an empty call and 26 to a comprobante over 320 KB', async () => {
    const empty = await fetch(`${sim.url}/comprobantes-electronicos-ws/RecepcionComprobantesOffline`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ec="http://ec.gob.sri.ws.recepcion"><soapenv:Body><ec:validarComprobante/></soapenv:Body></soapenv:Envelope>',
    });
    const emptyResult = parseRecepcionResponse(await empty.text());
    expect(firstMessage(emptyResult)).toMatchObject({
      identificador: '49',
      mensaje: 'ARGUMENTOS QUE ENVIAN AL WS NULOS',
    });
    const huge = issue({ alter: (xml) => xml.replace('</factura>', `<!--${'x'.repeat(330 * 1024)}--></factura>`) });
    expect(firstMessage(await client.validarComprobante(huge.xml))).toMatchObject({
      identificador: '26',
      mensaje: 'TAMAÑO MÁXIMO SUPERADO',
    });
  });

  it('answers 65 to an issue date older than 90 days or in the future', async () => {
    const old = issue({ fecha: new Date(Date.now() - 100 * 86_400_000) });
    const result = await client.validarComprobante(old.xml);
    expect(firstMessage(result)).toMatchObject({ identificador: '65', mensaje: 'FECHA EMISIÓN EXTEMPORANEA' });
    const future = issue({ fecha: new Date(Date.now() + 3 * 86_400_000) });
    expect(firstMessage(await client.validarComprobante(future.xml))).toMatchObject({ identificador: '65' });
  });

  it('does not authorize an altered signed document (39 FIRMA INVALIDA)', async () => {
    const factura = issue();
    const altered = factura.xml.replace('<razonSocialComprador>JUAN', '<razonSocialComprador>JUANA');
    expect((await client.validarComprobante(altered)).estado).toBe('RECIBIDA');
    const result = await decision(factura.clave);
    expect(result.estado).toBe('NO AUTORIZADO');
    expect(result.autorizacion?.numeroAutorizacion).toBeUndefined();
    expect(result.autorizacion?.mensajes[0]).toMatchObject({
      identificador: '39',
      mensaje: 'FIRMA INVALIDA',
      tipo: 'ERROR',
    });
  });

  it('does not authorize totals that do not add up (52 ERROR EN DIFERENCIAS)', async () => {
    const secuencial = nextSecuencial++;
    const clave = claveAcceso(COD_DOC.factura, secuencial);
    // 10.00 + 1.50 of IVA is 11.50, not 12.50.
    const unsigned = buildFacturaXml({ ...minimalFactura(secuencial), importeTotal: 12.5 });
    await client.validarComprobante(signXml(unsigned, certificate));
    const result = await decision(clave);
    expect(result.estado).toBe('NO AUTORIZADO');
    expect(result.autorizacion?.mensajes[0]).toMatchObject({ identificador: '52', mensaje: 'ERROR EN DIFERENCIAS' });
    expect(result.autorizacion?.mensajes[0]?.informacionAdicional).toContain('importeTotal');
  });

  it('authorizes IVA rounded per rate on the base, with the 2024 rate codes', async () => {
    const secuencial = nextSecuencial++;
    const ctx = context('factura', secuencial);
    // 30 x $0.03 at 15 %: per line 0.00, per rate 0.14 (SRI-NOTES §8).
    const productos = [
      ...Array.from({ length: 30 }, (_, index) =>
        formLine(index + 1, {
          producto_precio: 0.03,
          producto_cantidad: 1,
          producto_descuento: 0,
          producto_impuesto: 'IVA 15%',
        }),
      ),
      formLine(31, { producto_precio: 10, producto_cantidad: 1, producto_descuento: 0, producto_impuesto: 'IVA 5%' }),
      formLine(32, { producto_impuesto: 'No objeto de IVA' }),
      formLine(33, { producto_impuesto: 'Exento de IVA' }),
    ];
    const unsigned = buildComprobanteXml(facturaPayload(0, { productos }), ctx);
    expect(unsigned).toContain(
      '<codigoPorcentaje>4</codigoPorcentaje><baseImponible>0.90</baseImponible><tarifa>15.00</tarifa><valor>0.14</valor>',
    );
    await client.validarComprobante(signXml(unsigned, certificate));
    expect((await decision(ctx.claveAcceso)).estado).toBe('AUTORIZADO');
  });

  it('does not authorize IVA summed from rounded lines when the rate base says otherwise (52)', async () => {
    const secuencial = nextSecuencial++;
    const ctx = context('factura', secuencial);
    const productos = Array.from({ length: 30 }, (_, index) =>
      formLine(index + 1, {
        producto_precio: 0.03,
        producto_cantidad: 1,
        producto_descuento: 0,
        producto_impuesto: 'IVA 15%',
      }),
    );
    const perLine = buildComprobanteXml(facturaPayload(0, { productos }), ctx)
      .replace('<tarifa>15.00</tarifa><valor>0.14</valor>', '<tarifa>15.00</tarifa><valor>0.00</valor>')
      .replace(/<importeTotal>1.04<\/importeTotal>/, '<importeTotal>0.90</importeTotal>')
      .replace(/<total>1.04<\/total>/, '<total>0.90</total>');
    await client.validarComprobante(signXml(perLine, certificate));
    const result = await decision(ctx.claveAcceso);
    expect(result.estado).toBe('NO AUTORIZADO');
    expect(result.autorizacion?.mensajes[0]?.informacionAdicional).toContain('no coincide con el calculado 0.14');
  });

  it('does not authorize a key whose components differ from the document (58)', async () => {
    const factura = issue({
      alter: (xml) =>
        xml.replace(
          /<claveAcceso>\d{49}<\/claveAcceso>/,
          `<claveAcceso>${claveAcceso(COD_DOC.factura, 999_999)}</claveAcceso>`,
        ),
    });
    const clave = /<claveAcceso>(\d{49})<\/claveAcceso>/.exec(factura.xml)![1]!;
    expect((await client.validarComprobante(factura.xml)).estado).toBe('RECIBIDA');
    const result = await decision(clave);
    expect(result.autorizacion?.mensajes[0]).toMatchObject({
      identificador: '58',
      mensaje: 'ERROR EN LA ESTRUCTURA DE CLAVE ACCESO',
    });
  });

  it('answers 80 to a malformed key and nothing to an unknown one', async () => {
    const malformed = await client.autorizacionComprobante('12345');
    expect(malformed.estado).toBe('RECHAZADA');
    expect(malformed.autorizacion?.mensajes[0]).toMatchObject({
      identificador: '80',
      mensaje: 'ERROR EN LA ESTRUCTURA DE LA CLAVE DE ACCESO',
    });
    const unknown = await client.autorizacionComprobante(claveAcceso(COD_DOC.factura, 888_888));
    expect(unknown).toMatchObject({ estado: 'NO ENCONTRADO', numeroComprobantes: 0, autorizaciones: [] });
  });

  it('authorizes a corrected resend under the same key and picks AUTORIZADO among the answers', async () => {
    const factura = issue();
    await client.validarComprobante(factura.xml.replace('<razonSocialComprador>JUAN', '<razonSocialComprador>PEDRO'));
    expect((await decision(factura.clave)).estado).toBe('NO AUTORIZADO');
    expect((await client.validarComprobante(factura.xml)).estado).toBe('RECIBIDA');
    const result = await decision(factura.clave);
    expect(result.autorizaciones.map((entry) => entry.estado)).toEqual(['AUTORIZADO', 'NO AUTORIZADO']);
    expect(result.estado).toBe('AUTORIZADO');
    expect(result.autorizacion?.comprobante).toBe(factura.xml);
  });

  it('archives the authorized XML with the signed comprobante in CDATA', async () => {
    const factura = issue();
    await client.validarComprobante(factura.xml);
    const result = await decision(factura.clave);
    const archive = buildAuthorizedXml({ ...result.autorizacion!, comprobante: result.autorizacion!.comprobante! });
    const document = new DOMParser().parseFromString(archive, 'text/xml');
    const text = (name: string) => document.getElementsByTagName(name)[0]?.textContent;
    expect(text('estado')).toBe('AUTORIZADO');
    expect(text('numeroAutorizacion')).toBe(factura.clave);
    expect(text('ambiente')).toBe('PRUEBAS');
    expect(archive).toContain(`<comprobante><![CDATA[${factura.xml}]]></comprobante>`);
    expect(verifySignedXml(text('comprobante')!).valid).toBe(true);
  });
});

describe('fault switches', () => {
  it('devuelta:<code> per run answers DEVUELTA with SRI wording', async () => {
    sim.setFaults('devuelta:56');
    const result = await client.validarComprobante(issue().xml);
    expect(result.estado).toBe('DEVUELTA');
    expect(firstMessage(result)).toMatchObject({ identificador: '56', mensaje: 'ESTABLECIMIENTO CERRADO' });
  });

  it('no-autorizado:<code> set through POST /control/faults', async () => {
    const set = await fetch(`${sim.url}/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: ['no-autorizado:63'] }),
    });
    expect(await set.json()).toMatchObject({ faults: ['no-autorizado:63'] });
    const factura = issue();
    expect((await client.validarComprobante(factura.xml)).estado).toBe('RECIBIDA');
    const result = await decision(factura.clave);
    expect(result.estado).toBe('NO AUTORIZADO');
    expect(result.autorizacion?.mensajes[0]).toMatchObject({ identificador: '63', mensaje: 'RUC CLAUSURADO' });
    const cleared = await fetch(`${sim.url}/control/faults`, { method: 'DELETE' });
    expect(await cleared.json()).toMatchObject({ faults: [] });
    const bad = await fetch(`${sim.url}/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: ['terremoto'] }),
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a control POST a web page could send cross-site (text/plain, a "simple" request)', async () => {
    for (const path of ['/control/faults', '/control/reset', '/control/config']) {
      const crossSite = await fetch(`${sim.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://malicioso.example' },
        body: JSON.stringify({ faults: ['http500'], authDelayMs: 99_999 }),
      });
      expect(crossSite.status).toBe(415);
      expect(await crossSite.text()).toContain(CONTROL_JSON_MESSAGE);
      expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
    }
    const state = (await (await fetch(`${sim.url}/control/state`)).json()) as { faults: string[] };
    expect(state.faults).toEqual([]);
  });

  it('en-proceso carried by the document keeps it EN PROCESO forever', async () => {
    const factura = issue({ marker: 'en-proceso' });
    expect((await client.validarComprobante(factura.xml)).estado).toBe('RECIBIDA');
    for (let query = 0; query < 3; query++) {
      expect((await client.autorizacionComprobante(factura.clave)).estado).toBe('EN PROCESO');
    }
  });

  it('no-autorizado and devuelta carried by the document', async () => {
    const rejected = issue({ marker: 'no-autorizado:39' });
    await client.validarComprobante(rejected.xml);
    expect((await decision(rejected.clave)).autorizacion?.mensajes[0]?.identificador).toBe('39');
    const returned = issue({ marker: 'devuelta:43' });
    expect(firstMessage(await client.validarComprobante(returned.xml))).toMatchObject({ identificador: '43' });
  });

  it('http500 answers HTTP 500: the client reports SRI unavailable', async () => {
    const failing = new SriClient({
      ambiente: 1,
      endpoints: { url: sim.url },
      headers: { 'x-sri-sim-fault': 'http500' },
    });
    const error = await failing.validarComprobante(issue().xml).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SriUnavailableError);
    expect(error).toMatchObject({ kind: 'http', status: 500, operation: 'validarComprobante' });

    sim.setFaults(['http500:autorizacion']);
    const factura = issue();
    expect((await client.validarComprobante(factura.xml)).estado).toBe('RECIBIDA');
    await expect(client.autorizacionComprobante(factura.clave)).rejects.toMatchObject({ kind: 'http', status: 500 });
  });

  it('sin-respuesta never answers: the client times out', async () => {
    const impatient = new SriClient({ ambiente: 1, endpoints: { url: sim.url }, timeoutMs: 300 });
    sim.setFaults('sin-respuesta:recepcion');
    const error = await impatient.validarComprobante(issue().xml).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SriUnavailableError);
    expect(error).toMatchObject({ kind: 'timeout', operation: 'validarComprobante' });
    sim.clearFaults();
    const header = new SriClient({
      ambiente: 1,
      endpoints: { url: sim.url },
      timeoutMs: 300,
      headers: { 'x-sri-sim-fault': 'sin-respuesta' },
    });
    await expect(header.autorizacionComprobante(claveAcceso(COD_DOC.factura, 1))).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('times out even when the heap is collected while SRI stays silent (the API closing still stops it)', async () => {
    // A timeout signal inside AbortSignal.any is held weakly: a collection used to drop its timer, and
    // the call then waited for undici's 300 s, past this test's timeout. The call's own deadline
    // survives any number of them: it fails as a timeout of its own.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const stop = new AbortController();
    const impatient = new SriClient({
      ambiente: 1,
      endpoints: { url: sim.url },
      timeoutMs: 500,
      stopSignal: stop.signal,
    });
    sim.setFaults('sin-respuesta');
    const collecting = setInterval(gc, 20);
    try {
      const error = await impatient.validarComprobante(issue().xml).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'timeout', operation: 'validarComprobante' });
      const pending = impatient
        .autorizacionComprobante(claveAcceso(COD_DOC.factura, 1))
        .catch((caught: unknown) => caught);
      stop.abort();
      await expect(pending).resolves.toMatchObject({ kind: 'timeout', operation: 'autorizacionComprobante' });
    } finally {
      clearInterval(collecting);
      sim.clearFaults();
    }
  });

  it('takes run faults from SRI_SIM_FAULTS', async () => {
    const other = await startSimulator({ port: 0, env: { SRI_SIM_FAULTS: 'devuelta:2' } });
    try {
      const otherClient = new SriClient({ ambiente: 1, endpoints: { url: other.url } });
      const result = await otherClient.validarComprobante(issue().xml);
      expect(firstMessage(result)).toMatchObject({
        identificador: '2',
        mensaje: 'RUC DEL EMISOR SE ENCUENTRA NO ACTIVO',
      });
    } finally {
      await other.close();
    }
  });
});

describe('SOAP client', () => {
  it('reports an unreachable SRI as a network failure', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const offline = new SriClient({ ambiente: 1, endpoints: { url: `http://127.0.0.1:${port}` } });
    await expect(offline.validarComprobante('<factura/>')).rejects.toMatchObject({
      name: 'SriUnavailableError',
      kind: 'network',
    });
  });

  it('reports a 2xx answer that is not SRI SOAP as an invalid response', async () => {
    const server: Server = createServer((_request, response) => response.end('<html>mantenimiento</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const odd = new SriClient({ ambiente: 1, endpoints: { url: `http://127.0.0.1:${port}` } });
      await expect(odd.autorizacionComprobante('1')).rejects.toBeInstanceOf(SriInvalidResponseError);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('picks endpoints by ambiente and lets the environment override them', () => {
    expect(sriEndpoints(1, {})).toEqual({
      recepcion: 'https://celcer.sri.gob.ec/comprobantes-electronicos-ws/RecepcionComprobantesOffline',
      autorizacion: 'https://celcer.sri.gob.ec/comprobantes-electronicos-ws/AutorizacionComprobantesOffline',
    });
    expect(sriEndpoints(2, {}).recepcion).toBe(
      'https://cel.sri.gob.ec/comprobantes-electronicos-ws/RecepcionComprobantesOffline',
    );
    const fromEnv = (env: Record<string, string>) => loadConfig(env).emission;
    expect(sriEndpoints(2, fromEnv({ SRI_URL: 'http://127.0.0.1:4100/' }).sriEndpoints).autorizacion).toBe(
      'http://127.0.0.1:4100/comprobantes-electronicos-ws/AutorizacionComprobantesOffline',
    );
    expect(
      sriEndpoints(1, fromEnv({ SRI_RECEPCION_URL: 'http://r', SRI_AUTORIZACION_URL: 'http://a' }).sriEndpoints),
    ).toEqual({
      recepcion: 'http://r',
      autorizacion: 'http://a',
    });
    const { sriTimeoutMs } = fromEnv({ SRI_TIMEOUT_MS: '1234' });
    expect(new SriClient({ ambiente: 1, timeoutMs: sriTimeoutMs }).timeoutMs).toBe(1234);
    expect(new SriClient({ ambiente: 1 }).timeoutMs).toBe(20_000);
    expect(fromEnv({}).sriTimeoutMs).toBe(20_000);
  });

  it('parses prefixed entries and escaped comprobantes, and refuses odd states', () => {
    const escaped = '&lt;?xml version="1.0"?&gt;&lt;factura id="comprobante"&gt;A &amp;amp; B&lt;/factura&gt;';
    const xml =
      '<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><ns2:autorizacionComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.autorizacion">' +
      '<RespuestaAutorizacionComprobante><claveAccesoConsultada>0102</claveAccesoConsultada><numeroComprobantes>2</numeroComprobantes><autorizaciones>' +
      '<ns2:autorizacion><estado>NO AUTORIZADO</estado><mensajes><ns2:mensaje><identificador>39</identificador><mensaje>FIRMA INVALIDA</mensaje><tipo>ERROR</tipo></ns2:mensaje></mensajes></ns2:autorizacion>' +
      `<ns2:autorizacion><estado>AUTORIZADO</estado><numeroAutorizacion>0102</numeroAutorizacion><fechaAutorizacion>2022-12-03T20:33:25-05:00</fechaAutorizacion><ambiente>PRODUCCIÓN</ambiente><comprobante>${escaped}</comprobante><mensajes/></ns2:autorizacion>` +
      '</autorizaciones></RespuestaAutorizacionComprobante></ns2:autorizacionComprobanteResponse></S:Body></S:Envelope>';
    const result = parseAutorizacionResponse(xml);
    expect(result.estado).toBe('AUTORIZADO');
    expect(result.autorizaciones).toHaveLength(2);
    expect(result.autorizacion).toMatchObject({
      numeroAutorizacion: '0102',
      fechaAutorizacion: '2022-12-03T20:33:25-05:00',
      ambiente: 'PRODUCCIÓN',
      comprobante: '<?xml version="1.0"?><factura id="comprobante">A &amp; B</factura>',
    });
    expect(result.autorizaciones[0]?.mensajes).toEqual([
      { identificador: '39', mensaje: 'FIRMA INVALIDA', tipo: 'ERROR' },
    ]);
    expect(() =>
      parseRecepcionResponse(
        '<Envelope><Body><validarComprobanteResponse><RespuestaRecepcionComprobante><estado>OTRO</estado></RespuestaRecepcionComprobante></validarComprobanteResponse></Body></Envelope>',
      ),
    ).toThrow(/estado/);
  });
});

describe('simulator service', () => {
  it('answers on /, /health and /ready (probes)', async () => {
    for (const path of ['/', '/health', '/ready']) {
      const response = await fetch(`${sim.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, servicio: 'Simulador del SRI' });
    }
  });

  it('serves the WSDLs with its own address', async () => {
    for (const service of ['RecepcionComprobantesOffline', 'AutorizacionComprobantesOffline']) {
      const response = await fetch(`${sim.url}/comprobantes-electronicos-ws/${service}?wsdl`);
      expect(response.status).toBe(200);
      const wsdl = await response.text();
      expect(wsdl).toContain(`location="${sim.url}/comprobantes-electronicos-ws/${service}"`);
      expect(wsdl).toContain(
        service === 'RecepcionComprobantesOffline'
          ? 'http://ec.gob.sri.ws.recepcion'
          : 'http://ec.gob.sri.ws.autorizacion',
      );
    }
  });

  it('keeps its documents across a restart when given a state file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sri-sim-'));
    const stateFile = join(dir, 'estado.json');
    try {
      const first = await startSimulator({ port: 0, env: {}, stateFile, authDelayMs: 60_000 });
      const factura = issue();
      expect(
        (await new SriClient({ ambiente: 1, endpoints: { url: first.url } }).validarComprobante(factura.xml)).estado,
      ).toBe('RECIBIDA');
      await first.close();
      const second = await startSimulator({ port: 0, env: {}, stateFile, authDelayMs: 0 });
      try {
        const result = await new SriClient({ ambiente: 1, endpoints: { url: second.url } }).autorizacionComprobante(
          factura.clave,
        );
        expect(result.estado).toBe('AUTORIZADO');
        const state = (await (await fetch(`${second.url}/control/state`)).json()) as { documents: unknown[] };
        expect(state.documents).toContainEqual({ claveAcceso: factura.clave, estado: 'AUTORIZADO', intentos: 1 });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
