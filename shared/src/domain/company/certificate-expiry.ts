/** The signing certificate's expiry warning (no zod: the shared UI shows it, see ../texts.ts). */

/** Days before expiry from which the admin and the invoice screen warn. */
export const CERTIFICADO_AVISO_DIAS = 30;
/** Whole days until `validoHasta` when within the warning window (negative once expired), else null. */
export function diasParaVencerCertificado(validoHasta: string | null, now = new Date()): number | null {
  if (!validoHasta) return null;
  const dias = Math.floor((new Date(validoHasta).getTime() - now.getTime()) / 86_400_000);
  return dias <= CERTIFICADO_AVISO_DIAS ? dias : null;
}
export const certificadoPorVencerMessage = (dias: number) =>
  dias < 0
    ? 'Su certificado de firma electrónica está caducado: cargue uno vigente para seguir emitiendo.'
    : `Su certificado de firma electrónica vence en ${dias} días: renuévelo y cárguelo a tiempo.`;
