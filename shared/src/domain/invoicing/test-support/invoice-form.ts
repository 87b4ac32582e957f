import type { InvoiceFormState } from '../build-payload';

/** An invoice form with a taxed serialized line, a 0% service line and one blank additional-info row. */
export const invoiceForm = (overrides: Partial<InvoiceFormState> = {}): InvoiceFormState => ({
  ambiente: 1,
  almacen_id: '0b5d3a4e-8f1c-4c2a-9d7e-1a2b3c4d5e6f',
  registrar_comprador: true,
  comprador_cedula: '1710034065',
  comprador_nombres: 'maría josé\nandrade',
  comprador_direccion: 'av. 10 de agosto',
  comprador_email: 'maria@example.com',
  tipo_identificacion: '05',
  productos: [
    {
      producto_codigo: 'A1',
      producto_nombre: 'Cable HDMI',
      producto_precio: '10.01',
      producto_cantidad: 3,
      producto_descuento: '0.50',
      producto_impuesto: 'IVA 15%',
      producto_numero_serie: 'SN-77',
      esInventariado: true,
      producto_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    },
    {
      producto_codigo: 'B2',
      producto_nombre: 'Servicio técnico',
      producto_precio: 20,
      producto_cantidad: 1,
      producto_descuento: 0,
      producto_impuesto: 'IVA 0%',
    },
  ],
  infoAdicional: [
    { nombre: 'Teléfono', valor: '0991234567' },
    { nombre: '', valor: 'se descarta' },
  ],
  ...overrides,
});
