import { fetchEmisor, useRemoteData } from '@facturador/shared/api';
import { COMPRAS_ERROR_MESSAGE, fetchPurchases } from '@facturador/shared/api/purchases';
import { puedeEmitirRetenciones } from '@facturador/shared/domain';
import type { Compra } from '@facturador/shared/domain/withholdings';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useState } from 'react';
import { EmptyState, ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { BatchIntakeDialog } from './components/BatchIntakeDialog';
import { IssueWithholdingDialog } from './components/IssueWithholdingDialog';
import { NewSettlementDialog } from './components/NewSettlementDialog';
import { PurchasesTable } from './components/PurchasesTable';
import { RegisterPurchaseDialog } from './components/RegisterPurchaseDialog';

/**
 * /admin/compras (issue #22 §2): for agentes de retención and contribuyentes especiales, the supplier
 * invoices the company bought with — register one by clave de acceso, file or typed — and «Emitir
 * retención» on each; a purchase from someone who cannot invoice, by a «Nueva liquidación de compra».
 */
export function PurchasesPage() {
  const emisor = useRemoteData('emisor', fetchEmisor, 'Error al cargar los datos de la empresa');
  const agente = emisor.data ? puedeEmitirRetenciones(emisor.data) : false;
  const list = useRemoteData(agente ? 'compras' : null, fetchPurchases, COMPRAS_ERROR_MESSAGE);
  const [registering, setRegistering] = useState(false);
  const [settling, setSettling] = useState(false);
  const [batch, setBatch] = useState(false);
  const [withholding, setWithholding] = useState<Compra | null>(null);

  if (emisor.data && !agente) {
    return (
      <section className="max-w-6xl">
        <PageHeader title="Compras" />
        <EmptyState>
          Solo las empresas designadas agente de retención o contribuyente especial emiten retenciones. Si su empresa lo
          es, escriba su resolución en Administrar › Empresa.
        </EmptyState>
      </section>
    );
  }
  const compras = list.data ?? [];
  return (
    <section className="max-w-6xl">
      <PageHeader
        title="Compras"
        subtitle="Las facturas de sus proveedores: emita la retención dentro de los 5 días siguientes a cada una."
        actions={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setSettling(true)}>
              Nueva liquidación de compra
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setBatch(true)}>
              Subir varios comprobantes
            </button>
            <button type="button" className={primaryButtonClass} onClick={() => setRegistering(true)}>
              Registrar compra
            </button>
          </>
        }
      />
      {emisor.error || list.error ? <ErrorBanner>{emisor.error ?? list.error}</ErrorBanner> : null}
      {list.data && compras.length === 0 ? <EmptyState>Aún no hay compras registradas.</EmptyState> : null}
      {compras.length > 0 ? (
        <PurchasesTable compras={compras} onWithhold={setWithholding} onChanged={list.reload} />
      ) : null}
      {registering ? (
        <RegisterPurchaseDialog
          onClose={() => setRegistering(false)}
          onRegistered={(compra) => {
            setRegistering(false);
            list.reload();
            // A nota de crédito received sustains no retención (issue #42 §1).
            if (compra.codDoc !== '04') setWithholding(compra);
          }}
        />
      ) : null}
      {batch ? <BatchIntakeDialog onClose={() => setBatch(false)} onRegistered={list.reload} /> : null}
      {settling && emisor.data ? (
        <NewSettlementDialog
          ambiente={emisor.data.ambiente}
          onClose={() => setSettling(false)}
          onIssued={list.reload}
        />
      ) : null}
      {withholding ? (
        <IssueWithholdingDialog
          compra={withholding}
          onClose={() => setWithholding(null)}
          onIssued={list.reload}
          onChanged={(compra) => {
            setWithholding(compra);
            list.reload();
          }}
        />
      ) : null}
    </section>
  );
}
