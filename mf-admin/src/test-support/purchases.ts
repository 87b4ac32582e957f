import type { CompraConSustento } from '@facturador/shared/domain/annexes';

/** A supplier's invoice registered by hand, as GET /api/compras lists it. */
export const compra = (extra: Partial<CompraConSustento> = {}): CompraConSustento => ({
  id: '11111111-1111-4111-8111-111111111111',
  origen: 'manual',
  claveAcceso: null,
  codDoc: '01',
  numero: '001-001-000000501',
  fechaEmision: '2026-11-20',
  numeroAutorizacion: '1234567890',
  docModificado: null,
  proveedor: {
    tipoIdentificacion: '04',
    identificacion: '1791234567001',
    razonSocial: 'DISTRIBUIDORA DEL PACÍFICO S.A.',
    direccion: '',
    email: '',
  },
  totalSinImpuestos: 100,
  bases: [{ codigoPorcentaje: 4, tarifa: 15, baseImponible: 100, valor: 15 }],
  iva: 15,
  montoIce: 0,
  importeTotal: 115,
  verificada: null,
  creadoEn: '2026-11-20T15:00:00.000Z',
  estadoLiquidacion: null,
  retenciones: [],
  codSustento: null,
  creditoTributario: null,
  formaPago: null,
  codSustentoSugerido: null,
  ...extra,
});
