// A document's state and type: what every page and the emission read, apart from the documents' lists
// and their schemas (the subpath domain/documents).

/**
 * An AUTORIZADA nota de crédito, nota de débito or retención whose annulment waits for the receiver's
 * acceptance in SRI en línea (since 2025-08-01, emission/annulment-acceptance): still valid.
 */
export const PENDIENTE_DE_ACEPTACION = 'PENDIENTE DE ACEPTACIÓN' as const;

/** Document states (spec 02 §4). */
export const ESTADOS_DOCUMENTO = [
  'INGRESADA',
  'AUTORIZADA',
  'PENDIENTE',
  'RECIBIDA',
  'NO RECIBIDA',
  'NO AUTORIZADA',
  'POR AUTORIZAR',
  /** Annulled in SRI en línea and confirmed here (issue #24): out of stock, reports and balances. */
  'ANULADA',
  /** Shown over AUTORIZADA (which it stays in the database) while the receiver has not answered. */
  PENDIENTE_DE_ACEPTACION,
] as const;
export type EstadoDocumento = (typeof ESTADOS_DOCUMENTO)[number];

/**
 * The badge of a document flagged for a person (issue #11), shown like a state: on the dashboard's
 * 'Comprobantes por atender' and on Mis Comprobantes' cards.
 */
export const REQUIERE_ATENCION_LABEL = 'Requiere atención';

/** Document type codes (spec 02 §9). */
export const TIPOS_DOCUMENTO = {
  '01': 'Factura',
  '03': 'Liquidación de Compra',
  '04': 'Nota de Crédito',
  '05': 'Nota de Débito',
  '06': 'Guía de Remisión',
  '07': 'Comprobante de Retención',
} as const;
export type CodigoTipoDocumento = keyof typeof TIPOS_DOCUMENTO;
