import { describe, expect, it } from 'vitest';
import { formReducer, initialInvoiceForm } from './form-state';

const line = {
  producto_codigo: 'SRV-ENT',
  producto_nombre: 'Entrega',
  producto_precio: '5',
  producto_cantidad: '1',
  producto_descuento: '0',
  producto_impuesto: 'IVA 15%',
};

describe('invoice form state (spec 01 §3-§4)', () => {
  it('starts with a registered buyer of type 05 and no items', () => {
    const form = initialInvoiceForm({ ambiente: 1, almacen_id: 'a1', tipoComprobante: 'factura' });
    expect(form).toMatchObject({
      registrar_comprador: true,
      tipo_identificacion: '05',
      productos: [],
      infoAdicional: [],
      almacen_id: 'a1',
    });
    expect(
      initialInvoiceForm({ ambiente: 1, almacen_id: null, tipoComprobante: 'notaCredito' }).motivoNotaCredito,
    ).toBe('Devolución de producto');
  });

  it('clears the item list on a warehouse change', () => {
    let form = initialInvoiceForm({ ambiente: 1, almacen_id: 'a1', tipoComprobante: 'factura' });
    form = formReducer(form, { type: 'addLine', line });
    form = formReducer(form, { type: 'addLine', line: { ...line, producto_codigo: 'SRV-ASE' } });
    expect(formReducer(form, { type: 'removeLine', index: 0 }).productos.map((l) => l.producto_codigo)).toEqual([
      'SRV-ASE',
    ]);
    const moved = formReducer(form, { type: 'changeWarehouse', almacen_id: 'a2' });
    expect(moved.productos).toEqual([]);
    expect(moved.almacen_id).toBe('a2');
  });
});
