import type { DocumentSummary } from '@facturador/shared/domain/documents';

/** An authorized factura of the company as GET /api/facturas lists it. */
export function facturaAutorizada(extra: Partial<DocumentSummary> = {}): DocumentSummary {
  const clave = `0112202601131245678100120010010000001231234567811`;
  return {
    _id: 'f1',
    claveAcceso: clave,
    estado: 'AUTORIZADA',
    fecha: '2026-12-01T10:00:00-05:00',
    tipoComprobante: '01',
    ambiente: 1,
    estab: '001',
    ptoEmi: '001',
    secuencial: '000000123',
    numeroAutorizacion: clave,
    fechaAutorizacion: '2026-12-01T10:00:05-05:00',
    contenido: {
      moneda: 'USD',
      importeTotal: 115,
      comprador: {
        razonSocialComprador: 'MARÍA JOSÉ LOOR',
        identificacionComprador: '1710034065',
        direccionComprador: 'PORTOVIEJO',
      },
    },
    mensajesSri: [],
    atencion: null,
    correos: [],
    ...extra,
  };
}
