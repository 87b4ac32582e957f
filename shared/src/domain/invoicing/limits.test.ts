import { describe, expect, it } from 'vitest';
import { buildInvoicePayload } from './build-payload';
import { documentRuleViolation } from './limits';
import { facturarRequestSchema } from './payload';

const form = (overrides: Record<string, unknown> = {}, lines: Record<string, unknown>[] = [{}]) =>
  buildInvoicePayload({
    ambiente: 1,
    registrar_comprador: false,
    tipo_identificacion: '05',
    comprador_cedula: '1710034065',
    comprador_nombres: 'Ana',
    comprador_email: 'ana@example.com',
    infoAdicional: [],
    productos: lines.map((line) => ({
      producto_codigo: 'P1',
      producto_nombre: 'Producto',
      producto_precio: 10,
      producto_cantidad: 1,
      producto_descuento: 0,
      producto_impuesto: 'IVA 15%',
      ...line,
    })),
    ...overrides,
  });

const messages = (body: unknown) => {
  const result = facturarRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('limits of one document', () => {
  it('refuses a 7th decimal in quantity and price, and accepts 6', () => {
    expect(messages(form({}, [{ producto_cantidad: 1.123456, producto_precio: 2.654321 }]))).toEqual([]);
    expect(messages(form({}, [{ producto_cantidad: 1.1234567 }]))).toEqual([
      'Producto P1: la cantidad admite como máximo 6 decimales.',
    ]);
    expect(messages(form({}, [{ producto_precio: 0.0000001 }]))).toEqual([
      'Producto P1: el precio unitario admite como máximo 6 decimales.',
    ]);
  });

  it('refuses amounts over 200,000,000', () => {
    expect(messages(form({}, [{ producto_precio: 180_000_000 }]))).toContain(
      'El valor no puede superar 200000000.00 (límite del SRI por comprobante).',
    );
    expect(messages(form({}, [{ producto_precio: 150_000_000 }]))).toEqual([]);
  });

  it('refuses a buyer e-mail that is not one, and takes several separated by commas', () => {
    expect(messages(form({ comprador_email: 'no-es-correo' }))).toContain(
      'El correo electrónico "no-es-correo" no es válido; ingrese una dirección real (varias separadas por comas) o déjelo vacío.',
    );
    expect(messages(form({ comprador_email: 'a@example.com,b@example.ec' }))).toEqual([]);
  });

  it('caps consumidor final at the configured amount and checks each rate against the date', () => {
    const cf = facturarRequestSchema.parse(
      form({ tipo_identificacion: '07', comprador_cedula: '9999999999999', comprador_email: '' }, [
        { producto_precio: 43.48 },
      ]),
    ).factura;
    expect(cf.importeTotal).toBe(50);
    expect(documentRuleViolation(cf, '23/11/2026', 50)).toBeNull();
    expect(documentRuleViolation(cf, '23/11/2026', 49.99)).toBe(
      'Una factura a consumidor final no puede superar 49.99 (total: 50.00); ingrese la identificación del comprador.',
    );
    const old = facturarRequestSchema.parse(form({}, [{ producto_impuesto: 'IVA 12%' }])).factura;
    expect(documentRuleViolation(old, '31/03/2024', 50)).toBeNull();
    expect(documentRuleViolation(old, '01/04/2024', 50)).toBe(
      'Producto P1: El IVA 12% no está vigente para un documento con fecha 01/04/2024; elija otra tarifa de IVA.',
    );
  });
});
