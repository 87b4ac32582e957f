import { CONSUMIDOR_FINAL_IDENTIFICACION } from '../sri/cedula-ruc';

/** Buyer identification types (spec 01 §9; SRI table tipoIdentificacion). Default 05. */
export const TIPOS_IDENTIFICACION = [
  { codigo: '04', nombre: 'RUC' },
  { codigo: '05', nombre: 'CEDULA' },
  { codigo: '06', nombre: 'PASAPORTE' },
  { codigo: '07', nombre: 'VENTA A CONSUMIDOR FINAL' },
  { codigo: '08', nombre: 'IDENTIFICACION DEL EXTERIOR' },
] as const;

export type TipoIdentificacion = (typeof TIPOS_IDENTIFICACION)[number]['codigo'];
export const TIPO_IDENTIFICACION_CODIGOS = TIPOS_IDENTIFICACION.map((tipo) => tipo.codigo) as [
  TipoIdentificacion,
  ...TipoIdentificacion[],
];
export const DEFAULT_TIPO_IDENTIFICACION: TipoIdentificacion = '05';

/** What choosing type 07 fills in (spec 01 §4). */
export const CONSUMIDOR_FINAL = {
  tipoIdentificacion: '07',
  identificacion: CONSUMIDOR_FINAL_IDENTIFICACION,
  razonSocial: 'CONSUMIDOR FINAL',
  direccion: 'SIN DIRECCION',
} as const;
