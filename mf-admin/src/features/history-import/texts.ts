import { TIPOS_DOCUMENTO } from '@facturador/shared/domain';
import type { EstadoArchivoImportado, ResumenImportacion } from '@facturador/shared/domain/imports';

/** Screen-only texts of «Importar historial» (the API's messages live in shared/domain/imports/history). */
export const HISTORIAL_TITULO = 'Importar historial';
export const HISTORIAL_SUBTITULO =
  'Traiga lo que emitió en el Facturador del SRI u otro sistema: sus comprobantes autorizados, clientes, ' +
  'productos y la numeración con la que continúa aquí.';

export const PASOS = ['certificado', 'comprobantes', 'numeracion', 'clientes', 'resumen'] as const;
export type Paso = (typeof PASOS)[number];
export const PASO_TITULO: Record<Paso, string> = {
  certificado: 'Certificado',
  comprobantes: 'Comprobantes',
  numeracion: 'Numeración',
  clientes: 'Clientes y productos',
  resumen: 'Resumen',
};

export const ESTADO_ARCHIVO_TEXTO: Record<EstadoArchivoImportado, string> = {
  importado: 'Importado',
  duplicado: 'Duplicado',
  rechazado: 'Rechazado',
};

export const ARCHIVOS_LABEL = 'Archivos XML o ZIP';
export const CLAVES_LABEL = 'Claves de acceso (una por línea)';
export const AVANCE_LABEL = 'Avance de la importación';
export const RESULTADOS_CAPTION = 'Resultado por archivo';
export const YA_REGISTRADO = 'Ya registrado';
export const SE_CREARA_PUNTO = 'Se creará el punto de emisión';
export const PENDIENTE_COBRO_LABEL = 'Marcar como pendiente de cobro';
export const SECUENCIAL_NO_VALIDO_MESSAGE = 'Ingrese un número entero entre 1 y 999999999';
export const CERTIFICADO_REQUERIDO_MESSAGE =
  'Cargue su certificado de firma electrónica (.p12) para continuar: con él firmará aquí sus próximos comprobantes.';

export const plural = (n: number, uno: string, varios: string) =>
  `${n.toLocaleString('es-EC')} ${n === 1 ? uno : varios}`;

/** «310 importados, 1 duplicado, 2 rechazados»: what became of the files. */
export const resumenArchivosTexto = (resumen: ResumenImportacion) =>
  [
    plural(resumen.importados, 'importado', 'importados'),
    plural(resumen.duplicados, 'duplicado', 'duplicados'),
    plural(resumen.rechazados, 'rechazado', 'rechazados'),
  ].join(', ');

export const tipoComprobanteNombre = (codDoc: string) =>
  TIPOS_DOCUMENTO[codDoc as keyof typeof TIPOS_DOCUMENTO] ?? `Tipo ${codDoc}`;

export const ambienteNombre = (ambiente: number) => (ambiente === 2 ? 'PRODUCCIÓN' : 'PRUEBAS');

export const deshechaMessage = (documentos: number) =>
  `Importación deshecha: ${documentos === 1 ? 'se quitó' : 'se quitaron'} ${plural(documentos, 'comprobante importado', 'comprobantes importados')}.`;
