import type { UserInfo } from '@facturador/shared/domain';
import { lazy, Suspense } from 'react';
import { CatalogueAlerts } from '../features/catalogue/components/CatalogueAlerts';
import { CompanyNotices } from '../features/company-status/components/CompanyNotices';
import type { useOriginalInvoice } from '../features/credit-note/hooks/useOriginalInvoice';
import { DraftRestoredNotice } from '../features/draft/DraftRestoredNotice';
import type { useScreenCatalogue } from './useScreenCatalogue';
import type { useScreenForm } from './useScreenForm';

// A credit note's own block is not part of an invoice's first view: fetched while the original loads.
export const loadCreditNoteBlock = () => import('../features/credit-note/components/CreditNoteBlock');
const CreditNoteBlock = lazy(() => loadCreditNoteBlock().then(({ CreditNoteBlock }) => ({ default: CreditNoteBlock })));

type ScreenForm = ReturnType<typeof useScreenForm>;
type ScreenCatalogue = ReturnType<typeof useScreenCatalogue>;

type ScreenNoticesProps = {
  user: UserInfo;
  catalogue: Pick<ScreenCatalogue, 'catalogue' | 'warehouseList' | 'warehouseItems'>;
  form: ScreenForm['form'];
  patch: ScreenForm['patch'];
  draft: ScreenForm['draft'];
  startOver: ScreenForm['startOver'];
  /** The invoice a credit note modifies; null on an invoice. */
  factura: ReturnType<typeof useOriginalInvoice>['factura'] | null;
};

/** What the screen says above the buyer: the company's notices, catalogue alerts, a restored draft, a credit note's block. */
export function ScreenNotices({ user, catalogue, form, patch, draft, startOver, factura }: ScreenNoticesProps) {
  return (
    <>
      <CompanyNotices user={user} />

      <CatalogueAlerts
        products={catalogue.catalogue}
        warehouses={catalogue.warehouseList}
        items={catalogue.warehouseItems}
      />

      {draft.restoredAt ? (
        <DraftRestoredNotice
          savedAt={draft.restoredAt}
          onKeep={draft.dismissNotice}
          onDiscard={() => {
            startOver();
            draft.dismissNotice();
          }}
        />
      ) : null}

      {factura ? (
        <Suspense fallback={null}>
          <CreditNoteBlock
            facturaAModificar={form.facturaAModificar ?? ''}
            factura={factura}
            motivo={form.motivoNotaCredito}
            observaciones={form.observacionesNotaCredito ?? ''}
            onChange={patch}
          />
        </Suspense>
      ) : null}
    </>
  );
}
