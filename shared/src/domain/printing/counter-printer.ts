/** localStorage switches of the counter PC (spec 01 §7 "Local receipt printing", §9). */
export const IMPRIMIR_COMPROBANTE_KEY = 'imprimirComprobante';
export const NOMBRE_IMPRESORA_KEY = 'nombreImpresora';
/** The print agent's licence string, when the agent is configured with one. */
export const SERIAL_IMPRESORA_KEY = 'serialImpresora';
export const DEFAULT_IMPRESORA = 'POS-80';

/** Where «Impresora del mostrador» lives (issue 25). */
export const IMPRESORA_SETTINGS_PLACE = 'Administrar › Empresa › Impresora del mostrador';
export const IMPRESION_DESACTIVADA_MESSAGE = `La impresión de comprobantes está desactivada en este equipo. Actívela en ${IMPRESORA_SETTINGS_PLACE}.`;
export const agenteNoDisponibleMessage = (url: string) =>
  `No se pudo conectar con el agente de impresión (${url}). Revise que esté instalado y en ejecución.`;

/** The test page of «Imprimir prueba»: 48 columns, accents included (the code page shows). */
export function testPageText(nombreImpresora: string, fecha: Date): string {
  return [
    'PRUEBA DE IMPRESION',
    `Impresora: ${nombreImpresora}`,
    `Fecha: ${fecha.toLocaleString('es-EC', { timeZone: 'America/Guayaquil' })}`,
    'Acentos: á é í ó ú ñ Ñ ¿ ¡',
    '-'.repeat(48),
  ].join('\n');
}
