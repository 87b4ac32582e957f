import { fetchEmisor, useRemoteData } from '@facturador/shared/api';
import type { EmisorSettings } from '@facturador/shared/domain';
import { Spinner } from '@facturador/shared/ui';
import { useState } from 'react';
import { ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { refreshUserInfo } from '../../common/refresh-user-info';
import { CertificateSection } from './components/CertificateSection';
import { CompanyForm } from './components/CompanyForm';
import { CounterPrinterSection } from './components/CounterPrinterSection';
import { LogoSection } from './components/LogoSection';
import { MailSection } from './components/MailSection';
import { PlanUsageCard } from './components/PlanUsageCard';

export const EMPRESA_GUARDADA_MESSAGE = 'Datos de la empresa guardados.';

/** /admin/empresa: fiscal data, ambiente, plan and usage, certificate, logo and e-mail of invoices (administrators only). */
export function CompanyPage() {
  const { data, error } = useRemoteData('emisor', fetchEmisor, 'Error al cargar los datos de la empresa');
  // After a save the page shows the server's answer.
  const [updated, setUpdated] = useState<EmisorSettings | null>(null);
  const [saved, setSaved] = useState(false);
  const emisor = updated ?? data;
  const change = (next: EmisorSettings) => {
    setUpdated(next);
    // The invoice screen reads ambiente and certificate expiry from GET /api/user.
    void refreshUserInfo();
  };

  return (
    <section className="max-w-4xl">
      <PageHeader title="Empresa" subtitle={emisor ? `${emisor.razonSocial} · RUC ${emisor.ruc}` : undefined} />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!emisor && !error ? <Spinner /> : null}
      {emisor ? (
        <div className="flex flex-col gap-6">
          <PlanUsageCard emisor={emisor} />
          <CompanyForm
            key={`${emisor.ambiente}`}
            emisor={emisor}
            onSaved={(next) => {
              change(next);
              setSaved(true);
            }}
          />
          {saved ? (
            <p role="status" className="text-sm font-medium text-emerald-700">
              {EMPRESA_GUARDADA_MESSAGE}
            </p>
          ) : null}
          <CertificateSection
            certificado={emisor.certificado}
            onUploaded={(certificado) => change({ ...emisor, certificado })}
          />
          <LogoSection logo={emisor.logo} onUploaded={(logo) => change({ ...emisor, logo })} />
          <MailSection companyEmail={emisor.email} />
          <CounterPrinterSection />
        </div>
      ) : null}
    </section>
  );
}
