import { describe, expect, it } from 'vitest';
import {
  celularSugerido,
  enlaceDescargaFactura,
  mensajeWhatsapp,
  nombreEmpresa,
  normalizarCelular,
  TELEFONO_FIJO_WHATSAPP_MESSAGE,
  TELEFONO_WHATSAPP_INVALIDO_MESSAGE,
  urlWhatsapp,
} from './whatsapp';

const CLAVE = '1501202401179001234500110010010000001231234567815';

describe('Ecuadorian mobile numbers for wa.me', () => {
  it.each([
    '0991234567',
    '099 123 4567',
    '099-123-4567',
    '(099) 123 4567',
    '+593 99 123 4567',
    '+593 099 123 4567',
    '593991234567',
    '00593991234567',
    '991234567',
  ])('%s → 593991234567', (typed) => {
    expect(normalizarCelular(typed)).toEqual({ ok: true, numero: '593991234567' });
  });

  it('refuses a landline with its own reason', () => {
    expect(normalizarCelular('022345678')).toEqual({ ok: false, mensaje: TELEFONO_FIJO_WHATSAPP_MESSAGE });
    expect(normalizarCelular('+593 2 234 5678')).toEqual({ ok: false, mensaje: TELEFONO_FIJO_WHATSAPP_MESSAGE });
  });

  it.each(['', '   ', '12345', '09912345678', '099123456', '0891234567', '+1 305 123 4567', 'abc0991234567'])(
    'refuses %j',
    (typed) => {
      expect(normalizarCelular(typed)).toEqual({ ok: false, mensaje: TELEFONO_WHATSAPP_INVALIDO_MESSAGE });
    },
  );

  it("suggests the buyer's registered mobile, nothing for a landline", () => {
    expect(celularSugerido('+593991234567')).toBe('099 123 4567');
    expect(celularSugerido('022345678')).toBe('');
    expect(celularSugerido(undefined)).toBe('');
  });
});

describe('the WhatsApp message', () => {
  const enlace = enlaceDescargaFactura('https://facturas.example.com/', CLAVE);

  it('links the public RIDE page', () => {
    expect(enlace).toBe(`https://facturas.example.com/descargar-factura/${CLAVE}`);
  });

  it('names the company, the document, its total and the link', () => {
    const texto = mensajeWhatsapp({
      empresa: nombreEmpresa('Ferretería El Clavo', 'PÉREZ LÓPEZ JUAN'),
      tipo: '01',
      numero: '001-001-000000123',
      importeTotal: 12.5,
      enlace,
    });
    expect(texto).toBe(
      'Ferretería El Clavo le envía su factura 001-001-000000123 por un total de $ 12.50. ' +
        `Ver o descargar el comprobante: ${enlace}`,
    );
  });

  it('uses the razón social when there is no trade name, and names a credit note', () => {
    const texto = mensajeWhatsapp({
      empresa: nombreEmpresa('  ', 'PÉREZ LÓPEZ JUAN'),
      tipo: '04',
      numero: '001-002-000000007',
      importeTotal: 1.005,
      enlace,
    });
    expect(texto).toMatch(/^PÉREZ LÓPEZ JUAN le envía su nota de crédito 001-002-000000007 por un total de \$ 1\.01\./);
  });

  it('builds the wa.me URL with the text encoded', () => {
    expect(urlWhatsapp('593991234567', 'Hola & adiós: $ 1.00')).toBe(
      'https://wa.me/593991234567?text=Hola%20%26%20adi%C3%B3s%3A%20%24%201.00',
    );
  });
});
