import { PageHeader } from '../../common/PageHeader';
import { ApiKeysSection } from './components/ApiKeysSection';
import { WebhooksSection } from './components/WebhooksSection';

/** /admin/integraciones (issue #28): API keys and webhooks for the company's other systems. */
export function IntegrationsPage() {
  return (
    <section className="flex max-w-5xl flex-col gap-8">
      <PageHeader
        title="Integraciones"
        subtitle="Conecte su tienda en línea, punto de venta o ERP: emiten con una clave de API y se enteran del resultado por webhook."
      />
      <ApiKeysSection />
      <WebhooksSection />
    </section>
  );
}
