import { describe, expect, it } from 'vitest';
import type { InvoiceFormLine, InvoiceFormState } from './build-payload';
import {
  CANTIDAD_INVALIDA_MESSAGE,
  CODIGO_DUPLICADO_MESSAGE,
  CODIGO_Y_DESCRIPCION_REQUERIDOS_MESSAGE,
  checkInvoiceForm,
  checkNewLine,
  DESCUENTO_EXCEDE_MESSAGE,
  EMAIL_COMPRADOR_REQUERIDO_MESSAGE,
  entrySubtotal,
  isIdentificacionCompleta,
  linesSubtotal,
  MOTIVO_NOTA_CREDITO_REQUERIDO_MESSAGE,
  type NewLineContext,
  PRECIO_INVALIDO_MESSAGE_LINEA,
  PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE,
  PRODUCTO_NO_REQUIERE_SERIE_MESSAGE,
  PRODUCTO_REQUIERE_SERIE_MESSAGE,
  SERIE_DUPLICADA_MESSAGE,
} from './form-rules';

const line = (overrides: Partial<InvoiceFormLine> = {}): InvoiceFormLine => ({
  producto_codigo: 'SRV-1',
  producto_nombre: 'Servicio',
  producto_precio: '1',
  producto_cantidad: '1',
  producto_descuento: '0',
  producto_impuesto: 'IVA 15%',
  esInventariado: false,
  ...overrides,
});

const principal = { _id: 'a1', nombre: 'Bodega Principal' };
const serialItem = { _id: 'i1', almacen_id: 'a1', almacen_nombre: 'Bodega Principal', numero_serie: 'SN-1', stock: 1 };
const stockItem = { _id: 'i2', almacen_id: 'a1', almacen_nombre: 'Bodega Principal', numero_serie: null, stock: 10 };

const context = (overrides: Partial<NewLineContext> = {}): NewLineContext => ({
  line: line(),
  product: null,
  item: null,
  usarInventario: true,
  almacen: principal,
  lines: [],
  tipoComprobante: 'factura',
  ...overrides,
});

describe('checkNewLine (spec 01 §5 "Adding a line")', () => {
  it('requires code and name', () => {
    expect(checkNewLine(context({ line: line({ producto_codigo: ' ' }) }))).toBe(
      CODIGO_Y_DESCRIPCION_REQUERIDOS_MESSAGE,
    );
    expect(checkNewLine(context({ line: line({ producto_nombre: '' }) }))).toBe(
      CODIGO_Y_DESCRIPCION_REQUERIDOS_MESSAGE,
    );
    expect(checkNewLine(context())).toBeNull();
  });

  it('refuses amounts the payload could not carry', () => {
    expect(checkNewLine(context({ line: line({ producto_precio: '1.234' }) }))).toBe(PRECIO_INVALIDO_MESSAGE_LINEA);
    expect(checkNewLine(context({ line: line({ producto_precio: '-1' }) }))).toBe(PRECIO_INVALIDO_MESSAGE_LINEA);
    expect(checkNewLine(context({ line: line({ producto_cantidad: '0' }) }))).toBe(CANTIDAD_INVALIDA_MESSAGE);
    expect(checkNewLine(context({ line: line({ producto_cantidad: '1.5' }) }))).toBe(CANTIDAD_INVALIDA_MESSAGE);
    expect(checkNewLine(context({ line: line({ producto_descuento: '2' }) }))).toBe(DESCUENTO_EXCEDE_MESSAGE);
    expect(checkNewLine(context({ line: line({ producto_descuento: '' }) }))).toBeNull();
  });

  it('checks serial numbers against the product', () => {
    const serialized = { inventariado: true, serializado: true };
    const plain = { inventariado: true, serializado: false };
    expect(checkNewLine(context({ product: plain, item: stockItem, line: line({ producto_numero_serie: 'X' }) }))).toBe(
      PRODUCTO_NO_REQUIERE_SERIE_MESSAGE,
    );
    expect(checkNewLine(context({ product: serialized, item: null }))).toBe(PRODUCTO_REQUIERE_SERIE_MESSAGE);
    expect(checkNewLine(context({ line: line({ producto_numero_serie: 'X' }) }))).toBe(
      PRODUCTO_NO_REQUIERE_SERIE_MESSAGE,
    );
  });

  it('keeps inventory items to the selected warehouse', () => {
    const serialized = { inventariado: true, serializado: true };
    const withSerial = line({ producto_numero_serie: 'SN-1', esInventariado: true });
    expect(checkNewLine(context({ product: serialized, line: withSerial, item: null }))).toBe(
      PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE,
    );
    expect(checkNewLine(context({ product: serialized, line: withSerial, item: serialItem, almacen: null }))).toBe(
      PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE,
    );
    const manta = { ...serialItem, almacen_id: 'a2', almacen_nombre: 'Sucursal Manta' };
    expect(checkNewLine(context({ product: serialized, line: withSerial, item: manta }))).toBe(
      'El producto seleccionado pertenece a Sucursal Manta. Solo puede agregar productos de Bodega Principal.',
    );
    expect(checkNewLine(context({ product: serialized, line: withSerial, item: serialItem }))).toBeNull();
  });

  it('refuses a serial already in the list', () => {
    const serialized = { inventariado: true, serializado: true };
    const withSerial = line({ producto_numero_serie: 'sn-1', esInventariado: true });
    expect(
      checkNewLine(
        context({
          product: serialized,
          line: withSerial,
          item: serialItem,
          lines: [line({ producto_numero_serie: 'SN-1', esInventariado: true })],
        }),
      ),
    ).toBe(SERIE_DUPLICADA_MESSAGE);
  });

  it('checks stock against the cumulative quantity of the same product', () => {
    const plain = { inventariado: true, serializado: false };
    const cemento = (cantidad: string) =>
      line({ producto_codigo: 'CEM-50', producto_cantidad: cantidad, esInventariado: true });
    expect(checkNewLine(context({ product: plain, item: stockItem, line: cemento('10') }))).toBeNull();
    expect(checkNewLine(context({ product: plain, item: stockItem, line: cemento('11') }))).toBe(
      'Stock insuficiente en el almacén seleccionado: Stock disponible: 10',
    );
    expect(checkNewLine(context({ product: plain, item: stockItem, line: cemento('4'), lines: [cemento('7')] }))).toBe(
      'Stock insuficiente en el almacén seleccionado: Stock disponible: 10',
    );
  });

  it('does not repeat a non-inventoried code', () => {
    expect(checkNewLine(context({ lines: [line({ producto_codigo: 'srv-1' })] }))).toBe(CODIGO_DUPLICADO_MESSAGE);
  });

  it('treats inventoried products as plain lines without the inventory permission', () => {
    const plain = { inventariado: true, serializado: false };
    expect(checkNewLine(context({ usarInventario: false, product: plain, item: null }))).toBeNull();
  });

  it('limits a credit note to the invoiced quantity, cumulatively', () => {
    const credit = (cantidad: string) => line({ producto_cantidad: cantidad });
    const base = { tipoComprobante: 'notaCredito' as const, cantidadOriginal: 3 };
    expect(checkNewLine(context({ ...base, line: credit('3') }))).toBeNull();
    expect(checkNewLine(context({ ...base, line: credit('4') }))).toBe(
      'Cantidad excede lo facturado originalmente: Cantidad original: 3',
    );
    const plain = { inventariado: true, serializado: false };
    const returned = line({ producto_cantidad: '2', esInventariado: true });
    expect(
      checkNewLine(
        context({ ...base, product: plain, item: { ...stockItem, stock: 0 }, line: returned, lines: [returned] }),
      ),
    ).toBe('Cantidad excede lo facturado originalmente: Cantidad original: 3');
  });

  it('says that a product is not on the original invoice (issue 25)', () => {
    const problem = checkNewLine(context({ tipoComprobante: 'notaCredito', cantidadOriginal: 0, line: line() }));
    expect(problem).toBe(`El producto con código ${line().producto_codigo} no consta en la factura original.`);
  });
});

const form = (overrides: Partial<InvoiceFormState> = {}): InvoiceFormState => ({
  ambiente: 1,
  registrar_comprador: true,
  tipo_identificacion: '05',
  comprador_cedula: '1309876546',
  comprador_nombres: 'MARIA LOOR',
  comprador_direccion: 'PORTOVIEJO',
  comprador_email: 'maria@example.com',
  productos: [line({ producto_precio: '10', producto_cantidad: '2', producto_descuento: '1' })],
  infoAdicional: [],
  ...overrides,
});

describe('checkInvoiceForm (spec 01 §4 submit flow, §5 emission)', () => {
  it('needs at least one product', () => {
    expect(checkInvoiceForm(form({ productos: [] }))).toEqual({
      kind: 'sin_productos',
      message: 'Debe ingresar al menos un producto para poder emitir el documento.',
    });
  });

  it('checks the buyer', () => {
    expect(checkInvoiceForm(form({ comprador_cedula: '1309876547' }))).toEqual({
      kind: 'warning',
      message: 'La cedula/RUC no es válida.',
    });
    expect(checkInvoiceForm(form({ comprador_email: '' }))).toEqual({
      kind: 'warning',
      message: EMAIL_COMPRADOR_REQUERIDO_MESSAGE,
    });
    expect(checkInvoiceForm(form({ comprador_email: 'no-es-correo' }))).toEqual({
      kind: 'warning',
      message:
        'El correo electrónico "no-es-correo" no es válido; ingrese una dirección real (varias separadas por comas) o déjelo vacío.',
    });
    expect(checkInvoiceForm(form({ comprador_email: 'ana@example.com, compras@example.ec' }))).toBeNull();
    expect(
      checkInvoiceForm(
        form({
          tipo_identificacion: '07',
          comprador_cedula: '9999999999999',
          comprador_nombres: 'CONSUMIDOR FINAL',
          comprador_email: '',
        }),
      ),
    ).toBeNull();
  });

  it('keeps a credit note within the original invoice', () => {
    const credit = form({ motivoNotaCredito: 'Devolución de producto' });
    expect(checkInvoiceForm(credit, { importeTotal: 19 })).toBeNull();
    expect(checkInvoiceForm(credit, { importeTotal: 18.5 })).toEqual({
      kind: 'warning',
      message: 'El valor total de la nota de crédito (19.00) no puede exceder el valor de la factura original (18.50)',
    });
    expect(checkInvoiceForm(form(), { importeTotal: 100 })).toEqual({
      kind: 'warning',
      message: MOTIVO_NOTA_CREDITO_REQUERIDO_MESSAGE,
    });
  });
});

describe('helpers', () => {
  it('gates the buyer fields at 10 or 13 characters', () => {
    expect(isIdentificacionCompleta('1309876546')).toBe(true);
    expect(isIdentificacionCompleta('1790012344001')).toBe(true);
    expect(isIdentificacionCompleta('130987654')).toBe(false);
  });

  it('computes the read-only subtotal', () => {
    expect(entrySubtotal(line({ producto_precio: '8.25', producto_cantidad: '3', producto_descuento: '0.75' }))).toBe(
      24,
    );
    expect(entrySubtotal(line({ producto_precio: '' }))).toBe(0);
    expect(linesSubtotal([line({ producto_precio: '0.1' }), line({ producto_precio: '0.2' })])).toBe(0.3);
  });
});
