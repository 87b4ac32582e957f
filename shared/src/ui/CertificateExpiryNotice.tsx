import { certificadoPorVencerMessage, diasParaVencerCertificado } from '@facturador/shared/domain/texts';

/** From 30 days before the signing certificate expires (and once expired): the admin and the invoice screen. */
export function CertificateExpiryNotice({ validoHasta }: { validoHasta: string | null }) {
  const dias = diasParaVencerCertificado(validoHasta);
  if (dias === null) return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {certificadoPorVencerMessage(dias)}
    </p>
  );
}
