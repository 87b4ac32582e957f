import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  ARCHIVO_IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE,
  demasiadasColumnasMessage,
  demasiadasFilasMessage,
  MAX_COLUMNAS_IMPORTACION,
  MAX_FILAS_IMPORTACION,
} from '@facturador/shared/domain/imports';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvRowsBomb, xlsxDeclaredBomb, xlsxRowsBomb } from '../../src/testing/sheet-bombs';
import type { ApiClient } from '../helpers/api';
import { useTestApi } from '../helpers/api';
import { csv, importSheet } from './sheets';

const ctx = useTestApi();
let demo: ApiClient;

const IMPORTAR_PRODUCTOS = '/api/productos/importar';
const IMPORTAR_CLIENTES = '/api/clientes/importar';
const FILAS_MESSAGE = demasiadasFilasMessage(MAX_FILAS_IMPORTACION);

beforeAll(async () => {
  demo = await ctx.api.anonymous.login('demo');
});

/**
 * POSTs `archivo` as the form's `archivo`, holding back the form's closing boundary: the API cannot start
 * reading the sheet before `finish`, so a request sent right after it meets the API while it reads the sheet.
 */
function heldUpload(client: ApiClient, path: string, archivo: Buffer, filename: string) {
  const boundary = `bomba-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(new URL(path, client.baseUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${client.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + archivo.length + tail.length,
    },
  });
  const answer = new Promise<{ status: number; body: { error: { message: string } } }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
  });
  const sent = new Promise<void>((resolve) => request.write(Buffer.concat([head, archivo]), () => resolve()));
  return { answer, sent, finish: () => new Promise<void>((resolve) => request.end(tail, () => resolve())) };
}

/**
 * Sends the bomb, lets the API take in the whole file, then releases the form's end and asks GET /health at
 * once: the order in which both answers arrive.
 */
async function refusalBesideHealth(path: string, archivo: Buffer, filename: string) {
  const upload = heldUpload(demo, path, archivo, filename);
  await upload.sent;
  // Two round trips give the API turns enough to read what the socket still holds of the file.
  for (let n = 0; n < 2; n++) expect((await demo.get('/health')).status).toBe(200);
  const order: string[] = [];
  await upload.finish();
  const [refusal, health] = await Promise.all([
    upload.answer.then((answer) => {
      order.push('importación');
      return answer;
    }),
    demo.get('/health').then((answer) => {
      order.push('health');
      return answer;
    }),
  ]);
  return { refusal, health, order };
}

describe('import bombs (issue 37)', () => {
  it('refuses a 1,000,000-row CSV at the row limit, answering other requests meanwhile', async () => {
    const bomb = csvRowsBomb(1_000_000);
    const { refusal, health, order } = await refusalBesideHealth(IMPORTAR_PRODUCTOS, bomb, 'bomba.csv');
    expect(refusal).toEqual({ status: 400, body: { error: { message: FILAS_MESSAGE } } });
    expect(health.status).toBe(200);
    expect(order).toEqual(['health', 'importación']);
  });

  it('refuses XLSX bombs: 1,000,000 rows by the size their zip declares, 280,000 in 2 MB at the row limit', async () => {
    const declared = await importSheet(demo, IMPORTAR_PRODUCTOS, xlsxRowsBomb(1_000_000), 'bomba.xlsx');
    expect(declared.status).toBe(400);
    expect(declared.body).toEqual({ error: { message: ARCHIVO_IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE } });

    const bomb = xlsxRowsBomb(280_000);
    expect(bomb.length).toBeLessThan(2.2 * 1024 * 1024);
    const { refusal, health, order } = await refusalBesideHealth(IMPORTAR_CLIENTES, bomb, 'bomba.xlsx');
    expect(refusal).toEqual({ status: 400, body: { error: { message: FILAS_MESSAGE } } });
    expect(health.status).toBe(200);
    expect(order).toEqual(['health', 'importación']);
  }, 180_000); // building the 54 MB sheet and its zip takes seconds on a busy machine

  it('refuses a zip whose sheet declares 4 GB before inflating it (its bytes are not even deflate data)', async () => {
    for (const path of [IMPORTAR_PRODUCTOS, IMPORTAR_CLIENTES]) {
      const response = await importSheet(demo, path, xlsxDeclaredBomb(), 'bomba.xlsx');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { message: ARCHIVO_IMPORTACION_DESCOMPRIMIDO_GRANDE_MESSAGE } });
    }
  });

  it('refuses a header wider than the column limit', async () => {
    const header = Array.from({ length: MAX_COLUMNAS_IMPORTACION + 1 }, (_, n) => `Columna ${n + 1}`);
    const response = await importSheet(demo, IMPORTAR_PRODUCTOS, csv([header, header]), 'ancho.csv');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { message: demasiadasColumnasMessage(MAX_COLUMNAS_IMPORTACION) } });
  });
});
