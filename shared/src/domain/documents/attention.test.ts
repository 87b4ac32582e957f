import { describe, expect, it } from 'vitest';
import { resultadoAccionSriMessage } from '../emission/emission';
import { atencionMensaje, duracionTexto, pendienteProlongadoMessage, porAutorizarVencidoMessage } from './attention';
import { documentListQuerySchema } from './document';

describe('attention flags (issue #11)', () => {
  it('say configured times in the largest whole unit', () => {
    expect(duracionTexto(86_400_000)).toBe('24 horas');
    expect(duracionTexto(3_600_000)).toBe('1 hora');
    expect(duracionTexto(5_400_000)).toBe('1 hora');
    expect(duracionTexto(1_800_000)).toBe('30 minutos');
    expect(duracionTexto(60_000)).toBe('1 minuto');
    expect(duracionTexto(2_000)).toBe('2 segundos');
    expect(duracionTexto(1_500)).toBe('1 segundo');
    expect(duracionTexto(10)).toBe('1 segundo');
  });

  it('flag only POR AUTORIZAR and PENDIENTE, each with its own text', () => {
    expect(atencionMensaje('POR AUTORIZAR', 86_400_000)).toBe(porAutorizarVencidoMessage(86_400_000));
    expect(porAutorizarVencidoMessage(86_400_000)).toContain('en 24 horas');
    expect(atencionMensaje('PENDIENTE', 3_600_000)).toBe(pendienteProlongadoMessage(3_600_000));
    expect(pendienteProlongadoMessage(3_600_000)).toContain('desde hace más de 1 hora');
    expect(atencionMensaje('AUTORIZADA', 1_000)).toBeNull();
    expect(atencionMensaje('NO RECIBIDA', 1_000)).toBeNull();
  });

  it("filter the list with atencion=true; 'false' or nothing lists everything", () => {
    expect(documentListQuerySchema.parse({ atencion: 'true' }).atencion).toBe(true);
    expect(documentListQuerySchema.parse({ atencion: 'false' }).atencion).toBeUndefined();
    expect(documentListQuerySchema.parse({}).atencion).toBeUndefined();
    expect(documentListQuerySchema.safeParse({ atencion: 'si' }).error?.issues[0]?.message).toBe(
      'El filtro atencion debe ser true o false',
    );
  });
});

describe('the result of a manual step on the card', () => {
  it('says whether the estado changed', () => {
    expect(resultadoAccionSriMessage('Reenviar', 'NO RECIBIDA', 'RECIBIDA')).toBe(
      'Reenviar: el documento quedó RECIBIDA.',
    );
    expect(resultadoAccionSriMessage('Actualizar estado', 'POR AUTORIZAR', 'POR AUTORIZAR')).toBe(
      'Actualizar estado: el documento sigue POR AUTORIZAR.',
    );
  });
});
