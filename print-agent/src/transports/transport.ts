/** Delivers the bytes of one job to a printer, within a bounded time. */
export interface Transport {
  /** As written in the config (`tcp://...`, `cups:...`, a path), for messages and logs. */
  readonly description: string;
  send(bytes: Buffer, timeoutMs: number): Promise<void>;
}

/** The printer could not take the job; the message is Spanish and completes "No se pudo imprimir en X: ...". */
export class DeliveryError extends Error {}

export function timeoutError(timeoutMs: number): DeliveryError {
  return new DeliveryError(`la impresora no respondió en ${timeoutMs} ms (¿apagada, sin papel o desconectada?)`);
}

/** Spanish wording of the system errors a printer connection can end with. */
export function describeSystemError(error: unknown, target: string): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return new DeliveryError(`la conexión fue rechazada por ${target} (¿impresora apagada o puerto incorrecto?)`);
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
      return new DeliveryError(`${target} no es alcanzable en la red`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new DeliveryError(`no se encontró el equipo ${target}`);
    case 'ECONNRESET':
    case 'EPIPE':
      return new DeliveryError(`${target} cerró la conexión antes de recibir todo el trabajo`);
    case 'ENOENT':
      return new DeliveryError(`${target} no existe (¿impresora desconectada o ruta incorrecta?)`);
    case 'EACCES':
    case 'EPERM':
      return new DeliveryError(`sin permiso para escribir en ${target} (el servicio debe pertenecer al grupo lp)`);
    case 'ENXIO':
    case 'ENODEV':
      return new DeliveryError(`${target} no está conectado`);
    case 'EBUSY':
      return new DeliveryError(`${target} está ocupado por otro programa`);
    case 'EISDIR':
      return new DeliveryError(`${target} es una carpeta, no una impresora`);
    default:
      return new DeliveryError(
        `error al enviar a ${target}: ${(error as Error | undefined)?.message ?? String(error)}`,
      );
  }
}
