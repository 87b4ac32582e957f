import { FACTURA_ACREDITADA_MESSAGE, type UserInfo } from '@facturador/shared/domain';
import { useId } from 'react';
import { BuyerSection } from '../features/buyer/components/BuyerSection';
import { BuyerCaptureButton } from '../features/buyer-capture/BuyerCaptureButton';
import { OriginalInvoiceLoading } from '../features/credit-note/components/OriginalInvoiceLoading';
import { ItemsSection } from './ItemsSection';
import { ScreenDialogs } from './ScreenDialogs';
import { ScreenHeader } from './ScreenHeader';
import { ScreenNotices } from './ScreenNotices';
import { TotalsAndSend } from './TotalsAndSend';
import { useInvoiceScreen } from './useInvoiceScreen';

/** The XML admits 15 informacionAdicional entries: Email first, and Observación on a credit note. */
const MAX_INFO_ROWS = 14;

type InvoiceScreenProps = { user: UserInfo; claveAcceso: string | null };

/**
 * The invoice / credit-note screen (spec 01 §2): header selectors, credit-note block, buyer,
 * 'Lista de items' with its entry row, the billing amount box and the dialogs. The features are
 * composed here; they talk only through these props.
 */
export function InvoiceScreen({ user, claveAcceso }: InvoiceScreenProps) {
  const screen = useInvoiceScreen(user, claveAcceso);
  const { creditNote, original, form, patch, draft, dialogs, table, entry, submit } = screen;
  const titleId = useId();
  if (creditNote && original.status !== 'ready') {
    return <OriginalInvoiceLoading nombreComercial={user.nombreComercial} error={original.error} />;
  }
  // Nothing left to credit: said plainly, never an old draft of it (issue 25).
  if (original.factura && (original.factura.importeDisponible <= 0 || !original.factura.lineas.length)) {
    return <OriginalInvoiceLoading nombreComercial={user.nombreComercial} error={FACTURA_ACREDITADA_MESSAGE} />;
  }

  return (
    <div className="min-h-full bg-slate-50">
      <section aria-labelledby={titleId} className="mx-auto flex max-w-7xl flex-col gap-4 p-4 md:p-6 lg:p-8">
        <ScreenHeader
          titleId={titleId}
          creditNote={creditNote}
          nombreComercial={user.nombreComercial}
          selectors={screen.selectors}
        />

        <ScreenNotices
          user={user}
          catalogue={screen}
          form={form}
          patch={patch}
          draft={draft}
          startOver={screen.startOver}
          factura={creditNote ? original.factura : null}
        />

        {/* A credit note goes to the original invoice's buyer: shown, not editable. */}
        <fieldset disabled={creditNote} className="contents">
          <BuyerSection
            value={form}
            numeroRef={screen.numeroRef}
            onChange={patch}
            onWarning={dialogs.setWarning}
            onBuyerReady={() => table.current?.focusCode()}
            actions={
              creditNote ? null : (
                <BuyerCaptureButton
                  openRequests={screen.buyerCapture.openRequests}
                  onReceived={screen.buyerCapture.receive}
                />
              )
            }
          />
        </fieldset>

        <ItemsSection
          ref={table}
          titleId={`${titleId}-items`}
          scanner={screen.scanner}
          infoCount={form.infoAdicional.length}
          onSearch={dialogs.openPicker}
          onInfo={dialogs.openInfo}
          entry={entry}
          lines={form.productos}
          usarInventario={screen.usarInventario}
          onRemove={screen.removeLine}
          onSend={submit.submit}
          editing={screen.lineEditing}
        />

        <TotalsAndSend
          form={form}
          onPagosChange={(pagos) => patch({ pagos })}
          sending={submit.sending}
          onSend={submit.submit}
        />

        <ScreenDialogs
          dialogs={dialogs}
          picker={{
            products: screen.products,
            productsLoading: screen.productsLoading,
            items: screen.items,
            itemsLoading: screen.warehouseItems.loading,
            usarInventario: screen.usarInventario,
            almacenSelected: form.almacen_id !== null,
            onlyCodes: screen.onlyCodes,
            lines: form.productos,
            onChoose: entry.choose,
            focusQuantity: () => table.current?.focusQuantity(),
          }}
          info={{
            rows: form.infoAdicional,
            maxRows: creditNote ? MAX_INFO_ROWS - 1 : MAX_INFO_ROWS,
            onSave: (rows) => {
              patch({ infoAdicional: rows });
              dialogs.closeInfo();
            },
          }}
          submit={{ user, counter: screen.counter, ambiente: form.ambiente }}
        />
      </section>
    </div>
  );
}
