import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../src/escpos/decoder';
import { startRig, type TestRig } from './support';

let rig: TestRig;

beforeAll(async () => {
  rig = await startRig({ bodyLimitBytes: 64 * 1024 });
});

afterAll(async () => {
  await rig.close();
});

/**
 * Proves a refused request printed nothing: jobs to one printer go out in order, so if the next good job
 * is the first thing the printer receives, nothing of the refused one reached it.
 */
async function expectNothingPrinted(): Promise<void> {
  rig.capture.clear();
  const answer = await rig.print(rig.job([{ nombre: 'EscribirTexto', argumentos: ['MARCA\n'] }]));
  expect(answer.status).toBe(200);
  const [first] = await rig.capture.waitForJobs(1);
  expect(decodeEscPos(first!.bytes).plainLines).toEqual(['MARCA']);
}

describe('bodies', () => {
  it('reads a text/plain body as JSON, as the plugin client sends it', async () => {
    rig.capture.clear();
    const answer = await rig.print(
      JSON.stringify(rig.job([{ nombre: 'EscribirTexto', argumentos: ['Hola desde text/plain\n'] }])),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(answer).toMatchObject({ status: 200, body: { ok: true, message: '' } });
    const [job] = await rig.capture.waitForJobs(1);
    expect(decodeEscPos(job!.bytes).plainLines).toEqual(['Hola desde text/plain']);
  });

  it('answers 400 in Spanish to a body that is not JSON', async () => {
    for (const contentType of ['application/json', 'text/plain']) {
      const answer = await rig.print('{"serial": "", "nombreImpresora": ', { 'content-type': contentType });
      expect(answer).toMatchObject({
        status: 400,
        body: { ok: false, message: 'El cuerpo de la petición no es JSON válido; no se imprimió nada.' },
      });
    }
    await expectNothingPrinted();
  });

  it('answers 400 to an empty body and to a body of the wrong shape', async () => {
    expect((await rig.print('', { 'content-type': 'application/json' })).body).toEqual({
      ok: false,
      message: 'El cuerpo de la petición está vacío: envíe {serial, nombreImpresora, operaciones}.',
    });
    const cases: [unknown, string][] = [
      [[1, 2], 'El cuerpo debe ser un objeto JSON con serial, nombreImpresora y operaciones.'],
      [{ serial: '', operaciones: [] }, 'Falta nombreImpresora: el nombre de la impresora donde imprimir.'],
      [
        { nombreImpresora: 'POS-80', operaciones: 'Corte' },
        'operaciones debe ser una lista de objetos {nombre, argumentos}.',
      ],
      [{ nombreImpresora: 'POS-80', operaciones: [] }, 'operaciones está vacía: no hay nada que imprimir.'],
      [
        { nombreImpresora: 'POS-80', operaciones: [{ argumentos: [] }] },
        'Operación 1: debe ser un objeto con nombre (texto) y argumentos (lista).',
      ],
      [
        { serial: 5, nombreImpresora: 'POS-80', operaciones: [{ nombre: 'Iniciar' }] },
        'serial debe ser un texto (puede ir vacío).',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await rig.print(body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { ok: false, message } });
    }
    await expectNothingPrinted();
  });

  it('refuses a body over the size limit with 413 and prints nothing', async () => {
    const answer = await rig.print(rig.job([{ nombre: 'EscribirTexto', argumentos: ['x'.repeat(70 * 1024)] }]));
    expect(answer).toMatchObject({
      status: 413,
      body: { ok: false, message: 'El cuerpo de la petición supera el límite de 65536 bytes; no se imprimió nada.' },
    });
    await expectNothingPrinted();
  });
});

describe('operations', () => {
  it('refuses an unknown operation with 400 even after valid ones, and prints none of them', async () => {
    const answer = await rig.print(
      rig.job([
        { nombre: 'EscribirTexto', argumentos: ['no debe salir\n'] },
        { nombre: 'Corte', argumentos: [1] },
        { nombre: 'ImprimirTicketMagico', argumentos: [] },
      ]),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { ok: false, message: 'Operación 3 (ImprimirTicketMagico): operación desconocida.' },
    });
    await expectNothingPrinted();
  });

  it('names the operation and the argument that is wrong', async () => {
    const cases: [{ nombre: string; argumentos: unknown[] }, string][] = [
      [
        { nombre: 'EstablecerAlineacion', argumentos: [5] },
        'Operación 1 (EstablecerAlineacion): el argumento 1 (alineación) debe ser 0 (izquierda), 1 (centro) o 2 (derecha).',
      ],
      [
        { nombre: 'EscribirTexto', argumentos: [42] },
        'Operación 1 (EscribirTexto): el argumento 1 (texto) debe ser un texto.',
      ],
      [
        { nombre: 'EstablecerTamañoFuente', argumentos: [2, 9] },
        'Operación 1 (EstablecerTamañoFuente): el argumento 2 (multiplicador de alto) debe ser un número entre 1 y 8.',
      ],
      [
        { nombre: 'EstablecerEnfatizado', argumentos: ['si'] },
        'Operación 1 (EstablecerEnfatizado): el argumento 1 (enfatizado) debe ser true o false.',
      ],
      [{ nombre: 'Pulso', argumentos: [50, 60, 120] }, 'Operación 1 (Pulso): el argumento 1 (pin) debe ser 48 o 49.'],
      [
        { nombre: 'TextoSegunPaginaDeCodigos', argumentos: [2, 'cp9999', 'hola'] },
        'Operación 1 (TextoSegunPaginaDeCodigos): la página de códigos "cp9999" no existe (ejemplos: cp850, cp858, cp1252).',
      ],
      [
        { nombre: 'ImprimirCodigoDeBarrasEan', argumentos: ['5012345678901', 40, 380, 0] },
        'Operación 1 (ImprimirCodigoDeBarrasEan): el dígito verificador de EAN-13 es incorrecto (debería ser 0).',
      ],
      [
        { nombre: 'ImprimirCodigoDeBarrasCode128', argumentos: ['Añil', 40, 380, 0] },
        'Operación 1 (ImprimirCodigoDeBarrasCode128): el contenido de Code128 solo admite caracteres ASCII imprimibles.',
      ],
      [
        { nombre: 'ImprimirImagenEnBase64', argumentos: ['R0lGODlhAQABAAAAACw=', 380, 0, false] },
        'Operación 1 (ImprimirImagenEnBase64): la imagen debe ser PNG o JPEG.',
      ],
      [
        { nombre: 'ImprimirImagenEnBase64', argumentos: ['esto no es base64!', 380, 0, false] },
        'Operación 1 (ImprimirImagenEnBase64): la imagen no es un texto base64 válido.',
      ],
    ];
    for (const [operation, message] of cases) {
      const answer = await rig.print(rig.job([operation]));
      expect(answer, operation.nombre).toMatchObject({ status: 400, body: { ok: false, message } });
    }
    await expectNothingPrinted();
  });

  it('refuses the operations that read files, fetch URLs or render HTML', async () => {
    const refused: [string, unknown[], string][] = [
      ['CargarImagenLocalEImprimir', ['C:\\logo.png', 380, 0], 'leería un archivo del equipo'],
      [
        'DescargarImagenDeInternetEImprimir',
        ['http://192.168.1.1/logo.png', 380, 0],
        'descargaría una imagen de Internet o de la red local',
      ],
      ['GenerarImagenAPartirDeHtmlEImprimir', ['<h1>Hola</h1>', 380, 380, 0], 'generaría una imagen a partir de HTML'],
      ['GenerarImagenAPartirDePaginaWebEImprimir', ['http://localhost/', 380, 380, 0], 'abriría una página web'],
    ];
    for (const [nombre, argumentos, reason] of refused) {
      const answer = await rig.print(
        rig.job([
          { nombre: 'Iniciar', argumentos: [] },
          { nombre, argumentos },
        ]),
      );
      expect(answer).toMatchObject({
        status: 400,
        body: {
          ok: false,
          message: `Operación 2 (${nombre}): no está permitida en este agente porque ${reason}. Envíe la imagen con ImprimirImagenEnBase64.`,
        },
      });
    }
    await expectNothingPrinted();
  });
});

describe('printers and licence', () => {
  it('answers 404 for a printer name that is not configured', async () => {
    const answer = await rig.print(rig.job([{ nombre: 'Iniciar', argumentos: [] }], 'EPSON-TM20'));
    expect(answer).toMatchObject({
      status: 404,
      body: {
        ok: false,
        message: 'La impresora "EPSON-TM20" no está configurada en el agente. Impresoras configuradas: POS-80.',
      },
    });
  });

  it('lists the configured printers and answers the version ping', async () => {
    expect(await (await fetch(`${rig.agent.url}/impresoras`)).json()).toEqual(['POS-80']);
    const version = await (await fetch(`${rig.agent.url}/version`)).json();
    expect(version).toEqual({
      version: '0.1.0',
      plataforma: expect.stringContaining('Node.js'),
      sistemaOperativo: process.platform === 'linux' ? 'linux' : expect.any(String),
    });
  });

  it('checks the licence (serial) only when one is configured', async () => {
    const licensed = await startRig({ serial: 'LICENCIA-123' });
    try {
      const text = (value: string) => [{ nombre: 'EscribirTexto', argumentos: [`${value}\n`] }];
      const wrong = await licensed.print({
        serial: 'otra',
        nombreImpresora: 'POS-80',
        operaciones: text('serial equivocado'),
      });
      expect(wrong).toMatchObject({
        status: 403,
        body: {
          ok: false,
          message: 'Licencia no válida: el serial enviado no coincide con el configurado en el agente de impresión.',
        },
      });
      const empty = await licensed.print({ serial: '', nombreImpresora: 'POS-80', operaciones: text('serial vacío') });
      expect(empty.status).toBe(403);
      const right = await licensed.print({
        serial: 'LICENCIA-123',
        nombreImpresora: 'POS-80',
        operaciones: text('con licencia'),
      });
      expect(right).toMatchObject({ status: 200, body: { ok: true } });
      await licensed.print({ serial: 'LICENCIA-123', nombreImpresora: 'POS-80', operaciones: text('fin') });
      const jobs = await licensed.capture.waitForJobs(2);
      expect(jobs.map((job) => decodeEscPos(job.bytes).plainLines)).toEqual([['con licencia'], ['fin']]);
    } finally {
      await licensed.close();
    }
  });
});
