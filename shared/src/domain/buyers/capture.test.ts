import { describe, expect, it } from 'vitest';
import { CEDULA_RUC_INVALIDA_MESSAGE } from '../sri/cedula-ruc';
import { CAPTURA_TELEFONO_INVALIDO_MESSAGE, capturaDatosSchema, isTelefonoValido } from './capture';

const maria = { tipoIdentificacion: '05', identificacion: '1309876546', email: 'maria@example.com' };
const firstMessage = (value: unknown) => capturaDatosSchema.safeParse(value).error?.issues[0]?.message;

describe('the buyer’s own data (Datos del cliente por QR)', () => {
  it('takes the phone numbers people type, not other text', () => {
    for (const telefono of ['0991234567', '+593 99 123 4567', '05-263-1234'])
      expect(isTelefonoValido(telefono)).toBe(true);
    for (const telefono of ['12345', 'llámeme', '+593 99 123 4567 89012', '09912345a7'])
      expect(isTelefonoValido(telefono)).toBe(false);
    expect(firstMessage({ ...maria, telefono: 'llámeme' })).toBe(CAPTURA_TELEFONO_INVALIDO_MESSAGE);
    expect(capturaDatosSchema.safeParse({ ...maria, telefono: '' }).success).toBe(true);
  });

  it('checks the number by its type with the invoice’s checker; a passport only needs to be there', () => {
    expect(capturaDatosSchema.safeParse(maria).success).toBe(true);
    expect(firstMessage({ ...maria, identificacion: '1309876547' })).toBe(CEDULA_RUC_INVALIDA_MESSAGE);
    expect(
      capturaDatosSchema.safeParse({ ...maria, tipoIdentificacion: '06', identificacion: 'AB123456' }).success,
    ).toBe(true);
  });
});
