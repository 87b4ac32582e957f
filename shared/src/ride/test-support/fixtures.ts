import { buildClaveAcceso, roundMoney, sumMoney } from '@facturador/shared/domain';
import { type FacturaRide, facturaRideSchema, type ProductoRide } from '@facturador/shared/domain/ride';

/**
 * Printed invoice data as `GET /api/factura_ride/{clave}` answers it, checked with the shared
 * schema so the tests print what the API really sends. Used by the unit tests and the benchmark.
 */

export const EMISOR_RUC = '1790016919001';

export const PRODUCT_NAMES = [
  'Cable UTP categoría 6 (metro)',
  'Instalación eléctrica',
  'Router inalámbrico doble banda',
  'Switch 8 puertos gigabit',
  'Mantenimiento preventivo de equipos',
];

export function claveAcceso(codDoc: '01' | '04', secuencial: number): string {
  return buildClaveAcceso({
    fechaEmision: new Date('2025-03-01T12:00:00-05:00'),
    codDoc,
    ruc: EMISOR_RUC,
    ambiente: 1,
    estab: '001',
    ptoEmi: '001',
    secuencial: String(secuencial).padStart(9, '0'),
    codigoNumerico: '12345678',
  });
}

/** A taxed line (IVA 15%): `precioTotal` is price × quantity − discount. */
export function producto(index: number, overrides: Partial<ProductoRide> = {}): ProductoRide {
  const cantidad = overrides.cantidad ?? (index % 3) + 1;
  const precioUnitario = overrides.precioUnitario ?? 10 + index;
  const descuento = overrides.descuento ?? 0;
  const precioTotal = roundMoney(cantidad * precioUnitario - descuento);
  return {
    codPrincipal: `PRD-${String(index + 1).padStart(3, '0')}`,
    codAuxiliar: null,
    cantidad,
    nombre: PRODUCT_NAMES[index % PRODUCT_NAMES.length]!,
    descripcion: PRODUCT_NAMES[index % PRODUCT_NAMES.length]!,
    detalleAdicional: [],
    precioUnitario,
    subsidio: 0,
    precioSinSubsidio: precioUnitario,
    descuento,
    precioTotal,
    producto_id: null,
    esInventariado: false,
    impuesto: { codigoPorcentaje: 4, tarifa: 15, valor: roundMoney(precioTotal * 0.15) },
    ...overrides,
  };
}

export function productos(count: number): ProductoRide[] {
  return Array.from({ length: count }, (_, index) => producto(index));
}

function facturacion(lineas: ProductoRide[]): FacturaRide['facturacion'] {
  const subtotalIva = sumMoney(lineas.map((linea) => linea.precioTotal));
  const iva = roundMoney(subtotalIva * 0.15);
  return {
    subtotalIva,
    subtotalIvaCero: 0,
    totalSinImpuestos: subtotalIva,
    totalDescuento: sumMoney(lineas.map((linea) => linea.descuento)),
    ice: 0,
    iva,
    importeTotal: roundMoney(subtotalIva + iva),
    propina: 0,
  };
}

export function facturaRide(overrides: Partial<FacturaRide> = {}): FacturaRide {
  const lineas = overrides.productos ?? productos(1);
  const clave = overrides.claveAcceso ?? claveAcceso('01', 123);
  const totals = overrides.facturacion ?? facturacion(lineas);
  return facturaRideSchema.parse({
    logo: null,
    comerciante: {
      ruc: EMISOR_RUC,
      nombreComercial: 'ELECTRO REDES',
      razonSocial: 'ELECTRO REDES DEL PACÍFICO S.A.',
    },
    direccionMatriz: 'Av. 4 de Noviembre y Calle 113, Manta',
    direccionSucursal: 'Calle Sucre y 10 de Agosto, Portoviejo',
    obligadoContabilidad: 'SI',
    contribuyenteRimpe: null,
    tipoDocumento: 'Factura',
    codDoc: '01',
    numeroEstablecimiento: '001',
    puntoEmision: '001',
    secuencial: '000000123',
    claveAcceso: clave,
    numeroAutorizacion: clave,
    fechaAutorizacion: '2025-03-01T10:15:00-05:00',
    ambiente: 'PRUEBAS',
    tipoEmision: 'NORMAL',
    estado: 'AUTORIZADA',
    comprador: {
      razonSocial: 'MARIA FERNANDA LOOR VELEZ',
      identificacion: '1309876546',
      direccion: 'Calle Chile y Av. América, Portoviejo',
      tipoIdentificacion: '05',
      email: 'maria.loor@example.com',
    },
    fecha: '01/03/2025',
    facturaModificada: null,
    fechaDocumentoModificado: null,
    observacionNotaCredito: null,
    motivoNotaCredito: null,
    informacionAdicional: [
      { nombre: 'Email', valor: 'maria.loor@example.com' },
      { nombre: 'Vendedor', valor: 'Ana Zambrano' },
    ],
    pagos: [{ formaPago: '01', descripcion: 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO', total: totals.importeTotal }],
    ...overrides,
    productos: lineas,
    facturacion: totals,
  });
}

/** A credit note for invoice 001-001-000000123, returning its first line. */
export function notaCreditoRide(overrides: Partial<FacturaRide> = {}): FacturaRide {
  const clave = claveAcceso('04', 7);
  return facturaRide({
    tipoDocumento: 'Nota de credito',
    codDoc: '04',
    secuencial: '000000007',
    claveAcceso: clave,
    numeroAutorizacion: clave,
    facturaModificada: '001-001-000000123',
    fechaDocumentoModificado: '01/03/2025',
    motivoNotaCredito: 'Devolución de mercadería',
    observacionNotaCredito: 'El cliente devolvió el router por falla de fábrica',
    pagos: [],
    ...overrides,
  });
}

/** An 8×8 red PNG: a real image for the logo tests. */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=';
