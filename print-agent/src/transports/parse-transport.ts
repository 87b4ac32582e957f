import path from 'node:path';
import { CupsTransport } from './cups';
import { DeviceTransport } from './device';
import { TcpTransport } from './tcp';
import type { Transport } from './transport';

export class TransportConfigError extends Error {}

const tcpPattern = /^tcp:\/\/([^/:\s]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?\/?$/i;
const windowsSharePattern = /^(\\\\|\/\/)[^\\/]+[\\/][^\\/]+$/;
const windowsPortPattern = /^(COM\d+|LPT\d)$/i;

/** `tcp://host[:port]` (9100 by default), `cups:QUEUE`, a Windows shared printer, or an absolute device path. */
export function parseTransport(spec: string, printerName: string): Transport {
  const tcp = tcpPattern.exec(spec);
  if (tcp) {
    const port = tcp[2] ? Number(tcp[2]) : 9100;
    if (port < 1 || port > 65535)
      throw new TransportConfigError(`Impresora "${printerName}": puerto TCP inválido en ${spec}.`);
    return new TcpTransport(tcp[1]!.replace(/^\[|\]$/g, ''), port);
  }
  if (spec.startsWith('cups:')) {
    const queue = spec.slice('cups:'.length);
    if (!/^[\w.@-]+$/.test(queue)) {
      throw new TransportConfigError(`Impresora "${printerName}": nombre de cola CUPS inválido en ${spec}.`);
    }
    return new CupsTransport(queue);
  }
  if (spec.startsWith('printer:')) {
    throw new TransportConfigError(
      `Impresora "${printerName}": el transporte printer: necesita un controlador nativo que este agente no instala; ` +
        'use cups:COLA en Linux o la impresora compartida de Windows (//PC/IMPRESORA).',
    );
  }
  if (
    windowsSharePattern.test(spec) ||
    windowsPortPattern.test(spec) ||
    path.isAbsolute(spec) ||
    path.win32.isAbsolute(spec)
  ) {
    return new DeviceTransport(spec);
  }
  throw new TransportConfigError(
    `Impresora "${printerName}": transporte no reconocido "${spec}" ` +
      '(use tcp://IP:9100, cups:COLA, una ruta de dispositivo absoluta o //PC/IMPRESORA).',
  );
}
