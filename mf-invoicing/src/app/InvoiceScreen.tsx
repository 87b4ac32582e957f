import { FACTURA_ACREDITADA_MESSAGE, type UserInfo } from '@facturador/shared/domain';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { BuyerSection } from '../features/buyer/components/BuyerSection';
import { CatalogueAlerts } from '../features/catalogue/components/CatalogueAlerts';
import { produccionBloqueada, rememberAmbiente } from '../features/company-status/company-status';
import { CompanyNotices } from '../features/company-status/components/CompanyNotices';
import { OriginalInvoiceLoading } from '../features/credit-note/components/OriginalInvoiceLoading';
import { useOriginalInvoice } from '../features/credit-note/hooks/useOriginalInvoice';
import { DraftRestoredNotice } from '../features/draft/DraftRestoredNotice';
import { WarningDialog } from '../features/invoice-form/components/WarningDialog';
import { useCounterShortcuts } from '../features/keyboard/useCounterShortcuts';
import { useInitialFocus } from '../features/keyboard/useInitialFocus';
import type { ItemsTableHandle } from '../features/lines/components/ItemsTable';
import { useScannerMode } from '../features/scanner/useScannerMode';
import { DeferredDialogs, DeferredEntryPicker } from './deferred-dialogs';
import { ItemsSection } from './ItemsSection';
import { ScreenHeader } from './ScreenHeader';
import { TotalsAndSend } from './TotalsAndSend';
import { useCounterSubmit } from './useCounterSubmit';
import { useScreenCatalogue } from './useScreenCatalogue';
import { useScreenForm } from './useScreenForm';
import { useScreenLines } from './useScreenLines';

/** The XML admits 15 informacionAdicional entries: Email first, and Observación on a credit note. */
const MAX_INFO_ROWS = 14;

// A credit note's own block is not part of an invoice's first view: fetched while the original loads.
const loadCreditNoteBlock = () => import('../features/credit-note/components/CreditNoteBlock');
const CreditNoteBlock = lazy(() => loadCreditNoteBlock().then(({ CreditNoteBlock }) => ({ default: CreditNoteBlock })));

type InvoiceScreenProps = { user: UserInfo; claveAcceso: string | null };

/**
 * The invoice / credit-note screen (spec 01 §2): header selectors, credit-note block, buyer,
 * 'Lista de items' with its entry row, the billing amount box and the dialogs. The features are
 * composed here; they talk only through these props.
 */
export function InvoiceScreen({ user, claveAcceso }: InvoiceScreenProps) {
  const creditNote = claveAcceso !== null;
  const { usarInventario, cambiarAlmacen } = user.permisos;
  const original = useOriginalInvoice(claveAcceso);
  useEffect(() => {
    if (creditNote) void loadCreditNoteBlock();
  }, [creditNote]);

  const { form, patch, addLine, removeLine, changeWarehouse, draft, startOver } = useScreenForm(
    user,
    claveAcceso,
    original,
  );

  const { warehouseList, catalogue, warehouseItems, items, cantidades, onlyCodes, almacen, reloadItems } =
    useScreenCatalogue({ usarInventario, almacenId: form.almacen_id, factura: original.factura, creditNote });
  const { warehouses } = warehouseList;
  const { products, loading: productsLoading } = catalogue;

  const [warning, setWarning] = useState<string | null>(null);
  const closeWarning = useCallback(() => setWarning(null), []);
  const [pickerOpen, setPickerOpen] = useState(false);
  const closePicker = useCallback(() => setPickerOpen(false), []);
  const [infoOpen, setInfoOpen] = useState(false);
  const closeInfo = useCallback(() => setInfoOpen(false), []);
  const table = useRef<ItemsTableHandle>(null);
  const numeroRef = useRef<HTMLInputElement>(null);

  // Step 5: a clean form for the next customer, in the same warehouse and environment.
  const nextCustomer = () => {
    startOver();
    reloadItems();
  };

  const { lineEditing, entry } = useScreenLines({
    form,
    patch,
    addLine,
    products,
    productsLoading,
    items,
    usarInventario,
    almacen,
    cantidades,
    creditNote,
    onWarning: setWarning,
  });

  const counter = useCounterSubmit({
    user,
    form,
    original: original.factura ? { importeTotal: original.factura.importeTotal } : null,
    idempotencyKeys: draft.idempotencyKeys,
    onWarning: setWarning,
    nextCustomer,
    numeroRef,
  });
  const { submit } = counter;

  const scanner = useScannerMode();
  const screenReady = !creditNote || original.status === 'ready';
  useInitialFocus({
    ready: screenReady,
    tipoIdentificacion: form.tipo_identificacion,
    numeroRef,
    focusCode: () => table.current?.focusCode(),
  });

  useCounterShortcuts({
    entryEmpty: entry.empty,
    onSend: submit.submit,
    onEditLastLine: () => table.current?.focusLastLine(),
  });

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
          selectors={{
            usarInventario,
            cambiarAlmacen,
            warehouses,
            ownWarehouseId: user.almacen,
            almacenId: form.almacen_id,
            onWarehouseChange: changeWarehouse,
            ambiente: form.ambiente,
            ambienteLocked: creditNote,
            produccionBloqueada: creditNote ? null : produccionBloqueada(user),
            empresaEnProduccion: user.empresa?.ambiente === 2,
            onAmbienteChange: (ambiente) => {
              rememberAmbiente(user, ambiente);
              patch({ ambiente });
            },
          }}
        />

        <CompanyNotices user={user} />

        <CatalogueAlerts products={catalogue} warehouses={warehouseList} items={warehouseItems} />

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

        {creditNote && original.factura ? (
          <Suspense fallback={null}>
            <CreditNoteBlock
              facturaAModificar={form.facturaAModificar ?? ''}
              factura={original.factura}
              motivo={form.motivoNotaCredito}
              observaciones={form.observacionesNotaCredito ?? ''}
              onChange={patch}
            />
          </Suspense>
        ) : null}

        {/* A credit note goes to the original invoice's buyer: shown, not editable. */}
        <fieldset disabled={creditNote} className="contents">
          <BuyerSection
            value={form}
            numeroRef={numeroRef}
            onChange={patch}
            onWarning={setWarning}
            onBuyerReady={() => table.current?.focusCode()}
          />
        </fieldset>

        <ItemsSection
          ref={table}
          titleId={`${titleId}-items`}
          scanner={scanner}
          infoCount={form.infoAdicional.length}
          onSearch={() => setPickerOpen(true)}
          onInfo={() => setInfoOpen(true)}
          entry={entry}
          lines={form.productos}
          usarInventario={usarInventario}
          onRemove={removeLine}
          onSend={submit.submit}
          editing={lineEditing}
        />

        <TotalsAndSend
          form={form}
          onPagosChange={(pagos) => patch({ pagos })}
          sending={submit.sending}
          onSend={submit.submit}
        />

        <DeferredEntryPicker
          open={pickerOpen}
          onClose={closePicker}
          products={products}
          productsLoading={productsLoading}
          items={items}
          itemsLoading={warehouseItems.loading}
          usarInventario={usarInventario}
          almacenSelected={form.almacen_id !== null}
          onlyCodes={onlyCodes}
          lines={form.productos}
          onChoose={entry.choose}
          focusQuantity={() => table.current?.focusQuantity()}
        />
        <DeferredDialogs
          info={{
            open: infoOpen,
            rows: form.infoAdicional,
            maxRows: creditNote ? MAX_INFO_ROWS - 1 : MAX_INFO_ROWS,
            onClose: closeInfo,
            onSave: (rows) => {
              patch({ infoAdicional: rows });
              setInfoOpen(false);
            },
          }}
          submit={{ user, counter, ambiente: form.ambiente }}
        />
        <WarningDialog message={warning} onClose={closeWarning} />
      </section>
    </div>
  );
}
