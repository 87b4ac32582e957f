import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturePrinter } from '../src/demo/capture-printer';
import { decodeEscPos } from '../src/escpos/decoder';
import { startRig, type TestRig } from './support';

let rig: TestRig;
let second: CapturePrinter;
let closedPort: number;
let workDir: string;

/** A loopback port with nothing listening: connecting to it is refused, like a printer that is off. */
async function unusedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  second = await CapturePrinter.start({ port: 0 });
  closedPort = await unusedPort();
  workDir = mkdtempSync(path.join(tmpdir(), 'print-agent-'));
  execFileSync('mkfifo', [path.join(workDir, 'atascada')]);
  writeFileSync(path.join(workDir, 'archivo.bin'), '');
  rig = await startRig(
    { printerTimeoutMs: 400 },
    {
      COCINA: { transport: second.address },
      APAGADA: { transport: `tcp://127.0.0.1:${closedPort}` },
      DESCONECTADA: { transport: path.join(workDir, 'no-existe', 'lp0') },
      ATASCADA: { transport: path.join(workDir, 'atascada') },
      ARCHIVO: { transport: path.join(workDir, 'archivo.bin') },
    },
  );
});

afterAll(async () => {
  await rig.close();
  await second.close();
  rmSync(workDir, { recursive: true, force: true });
});

const numbered = (printer: string, index: number) =>
  ({
    serial: '',
    nombreImpresora: printer,
    operaciones: [
      { nombre: 'EstablecerAlineacion', argumentos: [1] },
      { nombre: 'EscribirTexto', argumentos: [`${printer} trabajo ${index}\n${'línea de relleno ñ\n'.repeat(50)}`] },
      { nombre: 'Corte', argumentos: [1] },
    ],
  }) as const;

describe('per-printer queues', () => {
  it('delivers 20 simultaneous jobs intact, one after another, in the order the agent took them', async () => {
    rig.capture.clear();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => rig.print(numbered('POS-80', index))));
    for (const answer of answers) expect(answer.body).toEqual({ ok: true, message: '' });
    const jobs = await rig.capture.waitForJobs(20);
    expect(jobs).toHaveLength(20);

    // Each capture (one TCP connection) holds exactly one whole job: nothing interleaved or cut.
    const received = jobs.map((job) => {
      const { plainLines, lines } = decodeEscPos(job.bytes);
      expect(plainLines.slice(1, 51)).toEqual(Array(50).fill('línea de relleno ñ'));
      expect(lines.at(-1)).toContain('[CORTE]');
      expect(lines.filter((line) => line.includes('[CORTE]'))).toHaveLength(1);
      return Number(/trabajo (\d+)/.exec(plainLines[0]!)![1]);
    });
    expect(new Set(received).size).toBe(20);

    // X-Print-Job is the position in the printer's queue: the printer received the jobs in exactly that order.
    const queueOrder = answers
      .map((answer, index) => ({ index, position: Number(answer.headers.get('x-print-job')) }))
      .sort((a, b) => a.position - b.position)
      .map(({ index }) => index);
    expect(received).toEqual(queueOrder);
  });

  it('keeps two printers apart: each gets only its own jobs, in order', async () => {
    rig.capture.clear();
    second.clear();
    const requests = Array.from({ length: 10 }, (_, index) => [
      numbered('POS-80', index),
      numbered('COCINA', index),
    ]).flat();
    const answers = await Promise.all(requests.map((body) => rig.print(body)));
    expect(answers.every((answer) => answer.body.ok)).toBe(true);
    const byPrinter = async (capture: CapturePrinter, name: string) => {
      const jobs = await capture.waitForJobs(10);
      return jobs
        .map((job) => decodeEscPos(job.bytes).plainLines[0]!)
        .map((line) => {
          expect(line.startsWith(`${name} trabajo`)).toBe(true);
          return Number(line.split(' ').at(-1));
        });
    };
    const order = (name: string) =>
      answers
        .map((answer, index) => ({ body: requests[index]!, position: Number(answer.headers.get('x-print-job')) }))
        .filter(({ body }) => body.nombreImpresora === name)
        .sort((a, b) => a.position - b.position)
        .map(({ body }) => Number(/trabajo (\d+)/.exec(body.operaciones[1].argumentos[0])![1]));
    expect(await byPrinter(rig.capture, 'POS-80')).toEqual(order('POS-80'));
    expect(await byPrinter(second, 'COCINA')).toEqual(order('COCINA'));
  });
});

describe('printers that cannot print', () => {
  it('answers ok: false with the reason when the printer is off, and keeps serving', async () => {
    const answer = await rig.print(numbered('APAGADA', 1));
    expect(answer).toMatchObject({
      status: 503,
      body: {
        ok: false,
        message:
          `No se pudo imprimir en "APAGADA" (tcp://127.0.0.1:${closedPort}): la conexión fue rechazada por ` +
          `127.0.0.1:${closedPort} (¿impresora apagada o puerto incorrecto?).`,
      },
    });
    rig.capture.clear();
    expect((await rig.print(numbered('POS-80', 99))).body.ok).toBe(true);
    await rig.capture.waitForJobs(1);
  });

  it('answers ok: false for a device that is not connected, without creating the file', async () => {
    const device = path.join(workDir, 'no-existe', 'lp0');
    const answer = await rig.print(numbered('DESCONECTADA', 1));
    expect(answer).toMatchObject({
      status: 503,
      body: {
        ok: false,
        message: `No se pudo imprimir en "DESCONECTADA" (${device}): ${device} no existe (¿impresora desconectada o ruta incorrecta?).`,
      },
    });
  });

  it('gives up on a device that never takes the data after printerTimeoutMs, and keeps serving', async () => {
    // A FIFO whose reader never reads: the first 64 KiB fit in the pipe, then every write would block.
    const fifo = path.join(workDir, 'atascada');
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const expected = `No se pudo imprimir en "ATASCADA" (${fifo}): la impresora no respondió en 400 ms (¿apagada, sin papel o desconectada?).`;
    try {
      const big = {
        serial: '',
        nombreImpresora: 'ATASCADA',
        operaciones: [{ nombre: 'EscribirTexto', argumentos: ['x'.repeat(200 * 1024)] }],
      };
      expect(await rig.print(big)).toMatchObject({ status: 503, body: { ok: false, message: expected } });
      // Still stuck: the next job gets its own bounded attempt and the same answer.
      expect(await rig.print(numbered('ATASCADA', 2))).toMatchObject({
        status: 503,
        body: { ok: false, message: expected },
      });
    } finally {
      closeSync(reader);
    }
    rig.capture.clear();
    expect((await rig.print(numbered('POS-80', 100))).body.ok).toBe(true);
    await rig.capture.waitForJobs(1);
  });

  it('writes jobs to a device path in order', async () => {
    for (const index of [1, 2]) expect((await rig.print(numbered('ARCHIVO', index))).body.ok).toBe(true);
    const lines = decodeEscPos(readFileSync(path.join(workDir, 'archivo.bin'))).plainLines;
    expect(lines.filter((line) => line.startsWith('ARCHIVO trabajo'))).toEqual([
      'ARCHIVO trabajo 1',
      'ARCHIVO trabajo 2',
    ]);
  });
});
