import { describe, expect, it } from 'vitest';
import {
  DESTINATARIO_INVALIDO_MESSAGE,
  destinatariosDelComprador,
  reenviarCorreoBodySchema,
  splitDirecciones,
} from './mail-delivery';

describe('who gets the automatic e-mail', () => {
  it('nobody for consumidor final, an empty address or Sin correo', () => {
    expect(destinatariosDelComprador('9999999999999', 'alguien@example.com')).toEqual([]);
    expect(destinatariosDelComprador('1710034065', '')).toEqual([]);
    expect(destinatariosDelComprador('1710034065', null)).toEqual([]);
    expect(destinatariosDelComprador('1710034065', 'Sin correo')).toEqual([]);
    expect(destinatariosDelComprador('1710034065', 'SIN CORREO')).toEqual([]);
  });

  it('every well-formed address of the field, the rest left out', () => {
    expect(destinatariosDelComprador('1710034065', ' maria@example.com ')).toEqual(['maria@example.com']);
    expect(destinatariosDelComprador('1790012345001', 'a@example.com; b@example.com, no-es-correo')).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
  });
});

describe('the resend request', () => {
  it('takes no body, or valid addresses', () => {
    expect(reenviarCorreoBodySchema.parse({})).toEqual({});
    expect(
      reenviarCorreoBodySchema.parse({ destinatarios: splitDirecciones('x@example.com,  y@example.com') }),
    ).toEqual({ destinatarios: ['x@example.com', 'y@example.com'] });
    const bad = reenviarCorreoBodySchema.safeParse({ destinatarios: ['x@example.com', 'roto'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(DESTINATARIO_INVALIDO_MESSAGE);
    expect(reenviarCorreoBodySchema.safeParse({ destinatarios: [] }).error?.issues[0]?.message).toBe(
      DESTINATARIO_INVALIDO_MESSAGE,
    );
  });
});
