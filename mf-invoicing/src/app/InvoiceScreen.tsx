import type { InvoiceFormLine, NombreValor, UserInfo } from '@facturador/shared/domain';
import { primaryButtonClass, Spinner, secondaryButtonClass } from '@facturador/shared/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { AdditionalInfoDialog } from '../features/additional-info/components/AdditionalInfoDialog';
import { BuyerSection } from '../features/buyer/components/BuyerSection';
import { CatalogueAlerts } from '../features/catalogue/components/CatalogueAlerts';
import { useProducts } from '../features/catalogue/hooks/useProducts';
import { useWarehouseItems } from '../features/catalogue/hooks/useWarehouseItems';
import { useWarehouses } from '../features/catalogue/hooks/useWarehouses';
import { selectableItems } from '../features/catalogue/selectable-items';
import { ambienteInicial, produccionBloqueada, rememberAmbiente } from '../features/company-status/company-status';
import { CompanyNotices } from '../features/company-status/components/CompanyNotices';
import { CreditNoteBlock } from '../features/credit-note/components/CreditNoteBlock';
import {
  cantidadesOriginales,
  cantidadMaxima,
  creditNoteFormFields,
  editBilledLine,
  seriesOriginales,
} from '../features/credit-note/credit-note-fields';
import { useOriginalInvoice } from '../features/credit-note/hooks/useOriginalInvoice';
import { DraftRestoredNotice } from '../features/draft/DraftRestoredNotice';
import { useInvoiceDraft, useLeaveGuard } from '../features/draft/useInvoiceDraft';
import { BillingSummary, totalsOf } from '../features/invoice-form/components/BillingSummary';
import { HeaderSelectors } from '../features/invoice-form/components/HeaderSelectors';
import { WarningDialog } from '../features/invoice-form/components/WarningDialog';
import { useInvoiceForm } from '../features/invoice-form/hooks/useInvoiceForm';
import { type InvoiceForm, initialInvoiceForm } from '../features/invoice-form/state/form-state';
import { useInitialFocus } from '../features/keyboard/useInitialFocus';
import { ItemsTable, type ItemsTableHandle } from '../features/lines/components/ItemsTable';
import { useEntryRow } from '../features/lines/hooks/useEntryRow';
import { useLineEditing } from '../features/lines/hooks/useLineEditing';
import { PaymentsBlock } from '../features/payments/components/PaymentsBlock';
import { ProductPickerDialog } from '../features/product-picker/components/ProductPickerDialog';
import { printReceipt } from '../features/receipt-printing/print-receipt';
import { ScannerModeToggle } from '../features/scanner/ScannerModeToggle';
import { useScannerMode } from '../features/scanner/useScannerMode';
import { SessionRenewalDialog } from '../features/session-renewal/SessionRenewalDialog';
import { IssuedDocumentDetails } from '../features/submit/components/IssuedDocumentDetails';
import { SubmitDialogs } from '../features/submit/components/SubmitDialogs';
import { useSubmitDocument } from '../features/submit/hooks/useSubmitDocument';
import { cardClass, sectionTitleClass } from '../ui/styles';

const SALIR_CON_LINEAS_MESSAGE = 'Hay un documento con items sin enviar. ¿Desea salir de esta página?';

/** The XML admits 15 informacionAdicional entries: Email first, and Observación on a credit note. */
const MAX_INFO_ROWS = 14;

/** A credit note's lines pre-filled from the invoice, edited within what is left to credit (issue 11). */
const billedLines = { isBilled: (line: InvoiceFormLine) => cantidadMaxima(line) !== null, edit: editBilledLine };

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

  const freshForm = useCallback(
    (keep: Pick<InvoiceForm, 'ambiente' | 'almacen_id'>): InvoiceForm => ({
      ...initialInvoiceForm({ ...keep, tipoComprobante: creditNote ? 'notaCredito' : 'factura' }),
      ...(original.factura ? creditNoteFormFields(original.factura) : {}),
    }),
    [creditNote, original.factura],
  );
  const draft = useInvoiceDraft<InvoiceForm>(user.usuario, claveAcceso);
  const { form, patch, addLine, removeLine, changeWarehouse, reset } = useInvoiceForm(
    () =>
      draft.initialForm ??
      freshForm({ ambiente: ambienteInicial(user), almacen_id: usarInventario ? user.almacen : null }),
  );
  const { persist } = draft;
  useEffect(() => persist(form), [form, persist]);
  useLeaveGuard(form.productos.length > 0, SALIR_CON_LINEAS_MESSAGE);

  // The original invoice arrives after the first render: its buyer, number and the lines still
  // creditable fill the form; a restored draft keeps its own (edited) lines.
  const restoredDraft = useRef(draft.initialForm !== null);
  useEffect(() => {
    if (!original.factura) return;
    const { productos, ...fields } = creditNoteFormFields(original.factura);
    patch(restoredDraft.current ? fields : { ...fields, productos });
  }, [original.factura, patch]);

  const warehouseList = useWarehouses(usarInventario);
  const { warehouses } = warehouseList;
  const catalogue = useProducts(usarInventario);
  const { products, loading: productsLoading } = catalogue;
  const [itemsVersion, setItemsVersion] = useState(0);
  const warehouseItems = useWarehouseItems(form.almacen_id, usarInventario, creditNote, itemsVersion);
  const series = useMemo(() => seriesOriginales(original.factura), [original.factura]);
  const cantidades = useMemo(() => cantidadesOriginales(original.factura), [original.factura]);
  const onlyCodes = useMemo(() => (creditNote ? new Set(cantidades.keys()) : null), [creditNote, cantidades]);
  const items = useMemo(
    () => selectableItems(warehouseItems.items, creditNote, series),
    [warehouseItems.items, creditNote, series],
  );
  const selectedWarehouse = warehouses.find((warehouse) => warehouse._id === form.almacen_id);
  const almacen = form.almacen_id ? { _id: form.almacen_id, nombre: selectedWarehouse?.nombre ?? '' } : null;

  const [warning, setWarning] = useState<string | null>(null);
  const closeWarning = useCallback(() => setWarning(null), []);
  const [pickerOpen, setPickerOpen] = useState(false);
  const closePicker = useCallback(() => setPickerOpen(false), []);
  const [infoOpen, setInfoOpen] = useState(false);
  const closeInfo = useCallback(() => setInfoOpen(false), []);
  const table = useRef<ItemsTableHandle>(null);
  const numeroRef = useRef<HTMLInputElement>(null);

  const entry = useEntryRow({
    products,
    productsLoading,
    items,
    usarInventario,
    almacen,
    lines: form.productos,
    tipoComprobante: form.tipoComprobante,
    cantidadesOriginales: cantidades,
    onAdd: addLine,
    onWarning: setWarning,
  });

  // Step 5: a clean form for the next customer, in the same warehouse and environment.
  const nextCustomer = () => {
    reset(freshForm({ ambiente: form.ambiente, almacen_id: form.almacen_id }));
    setItemsVersion((version) => version + 1);
  };

  const [lastReceipt, setLastReceipt] = useState<Parameters<typeof printReceipt>[0] | null>(null);
  const editProductos = useCallback((productos: InvoiceForm['productos']) => patch({ productos }), [patch]);
  const lineEditing = useLineEditing({
    lines: form.productos,
    products,
    items,
    usarInventario,
    almacen,
    tipoComprobante: form.tipoComprobante,
    cantidadesOriginales: cantidades,
    billedLines: creditNote ? billedLines : undefined,
    onChange: editProductos,
    onWarning: setWarning,
  });

  const submit = useSubmitDocument({
    form,
    creditNote: original.factura ? { importeTotal: original.factura.importeTotal } : null,
    onWarning: setWarning,
    idempotencyKeys: draft.idempotencyKeys,
    onReceived: ({ claveAcceso: clave, payload }) => {
      const receipt = { razonSocial: user.razonSocial, claveAcceso: clave, payload, fecha: new Date() };
      setLastReceipt(receipt);
      void printReceipt(receipt);
      nextCustomer();
    },
    onPending: nextCustomer,
  });

  const closeSubmitDialog = submit.close;
  const onReceivedClosed = useCallback(() => {
    // Once the dialog has given the focus back to 'Enviar': on to the next customer's number.
    flushSync(closeSubmitDialog);
    numeroRef.current?.focus();
  }, [closeSubmitDialog]);

  const scanner = useScannerMode();
  const screenReady = !creditNote || original.status === 'ready';
  useInitialFocus({
    ready: screenReady,
    tipoIdentificacion: form.tipo_identificacion,
    numeroRef,
    focusCode: () => table.current?.focusCode(),
  });

  const titleId = useId();
  const addedSeries = useMemo(
    () =>
      new Set(
        form.productos.map((line) => (line.producto_numero_serie ?? '').toUpperCase()).filter((serie) => serie !== ''),
      ),
    [form.productos],
  );

  if (creditNote && original.status !== 'ready') {
    return (
      <section className="mx-auto max-w-7xl p-4 md:p-8">
        <h1 className="text-3xl font-bold text-slate-900">Nueva Nota de Crédito</h1>
        <p className="mt-1 text-lg text-slate-600">{user.nombreComercial}</p>
        {original.status === 'error' ? (
          <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {original.error}
          </p>
        ) : (
          <Spinner label="Cargando la factura original..." />
        )}
      </section>
    );
  }

  return (
    <div className="min-h-full bg-slate-50">
      <section aria-labelledby={titleId} className="mx-auto flex max-w-7xl flex-col gap-4 p-4 md:p-6 lg:p-8">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id={titleId} className="text-3xl font-bold text-slate-900">
              {creditNote ? 'Nueva Nota de Crédito' : 'Nueva Factura'}
            </h1>
            <p className="mt-1 text-lg text-slate-600">{user.nombreComercial}</p>
          </div>
          <HeaderSelectors
            usarInventario={usarInventario}
            cambiarAlmacen={cambiarAlmacen}
            warehouses={warehouses}
            ownWarehouseId={user.almacen}
            almacenId={form.almacen_id}
            onWarehouseChange={changeWarehouse}
            ambiente={form.ambiente}
            ambienteLocked={creditNote}
            produccionBloqueada={creditNote ? null : produccionBloqueada(user)}
            empresaEnProduccion={user.empresa?.ambiente === 2}
            onAmbienteChange={(ambiente) => {
              rememberAmbiente(user, ambiente);
              patch({ ambiente });
            }}
          />
        </header>

        <CompanyNotices user={user} />

        <CatalogueAlerts products={catalogue} warehouses={warehouseList} items={warehouseItems} />

        {draft.restoredAt ? (
          <DraftRestoredNotice
            savedAt={draft.restoredAt}
            onKeep={draft.dismissNotice}
            onDiscard={() => {
              reset(freshForm({ ambiente: form.ambiente, almacen_id: form.almacen_id }));
              draft.dismissNotice();
            }}
          />
        ) : null}

        {creditNote && original.factura ? (
          <CreditNoteBlock
            facturaAModificar={form.facturaAModificar ?? ''}
            factura={original.factura}
            motivo={form.motivoNotaCredito}
            observaciones={form.observacionesNotaCredito ?? ''}
            onChange={patch}
          />
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

        <section aria-labelledby={`${titleId}-items`} className={cardClass}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${titleId}-items`} className={sectionTitleClass}>
              Lista de items
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <ScannerModeToggle enabled={scanner.enabled} onToggle={scanner.toggle} />
              <button type="button" className={secondaryButtonClass} onClick={() => setPickerOpen(true)}>
                <SearchIcon /> Buscar producto
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setInfoOpen(true)}>
                Info adicional
                {form.infoAdicional.length ? (
                  <span aria-hidden="true" className="rounded-full bg-blue-100 px-2 text-xs text-blue-800">
                    {form.infoAdicional.length}
                  </span>
                ) : null}
              </button>
            </div>
          </div>
          <ItemsTable
            ref={table}
            entry={entry}
            lines={form.productos}
            usarInventario={usarInventario}
            onRemove={removeLine}
            scannerMode={scanner.enabled}
            onSend={submit.submit}
            editing={lineEditing}
          />
        </section>

        <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
          <div className="order-2 flex flex-col gap-4 lg:order-1">
            {form.pagos ? (
              <PaymentsBlock
                rows={form.pagos}
                importeTotal={totalsOf(form.productos).importeTotal}
                onChange={(pagos) => patch({ pagos })}
              />
            ) : null}
            {form.infoAdicional.length ? (
              <section className={cardClass} aria-label="Información adicional">
                <h2 className={`${sectionTitleClass} mb-2`}>Información adicional</h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {form.infoAdicional.map((row: NombreValor, index) => (
                    <div key={index} className="contents">
                      <dt className="font-medium text-slate-600">{row.nombre}</dt>
                      <dd className="text-slate-900">{row.valor}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            <KeyboardHints />
          </div>
          <aside className={`${cardClass} order-1 flex flex-col gap-4 lg:order-2`}>
            <BillingSummary lines={form.productos} />
            <button
              type="button"
              className={`${primaryButtonClass} h-12 w-full text-base`}
              disabled={submit.sending}
              onClick={submit.submit}
            >
              Enviar
            </button>
          </aside>
        </div>

        <ProductPickerDialog
          open={pickerOpen}
          onClose={closePicker}
          products={products}
          productsLoading={productsLoading}
          items={items}
          itemsLoading={warehouseItems.loading}
          usarInventario={usarInventario}
          almacenSelected={form.almacen_id !== null}
          onlyCodes={onlyCodes}
          addedSeries={addedSeries}
          onSelect={(product, item) => {
            // Once the dialog has given the focus back to 'Buscar producto': on to the quantity.
            flushSync(() => {
              entry.choose(product, item);
              setPickerOpen(false);
            });
            table.current?.focusQuantity();
          }}
        />
        <AdditionalInfoDialog
          open={infoOpen}
          rows={form.infoAdicional}
          maxRows={creditNote ? MAX_INFO_ROWS - 1 : MAX_INFO_ROWS}
          onClose={closeInfo}
          onSave={(rows) => {
            patch({ infoAdicional: rows });
            setInfoOpen(false);
          }}
        />
        <SubmitDialogs
          dialog={submit.dialog}
          detail={submit.detail}
          sending={submit.sending}
          total={submit.total}
          ambiente={form.ambiente}
          onConfirm={() => void submit.confirm()}
          onClose={submit.close}
          onReceivedClosed={onReceivedClosed}
          receivedDetails={
            lastReceipt ? (
              <IssuedDocumentDetails
                issued={{
                  claveAcceso: lastReceipt.claveAcceso,
                  total: lastReceipt.payload.factura.importeTotal,
                }}
                onPrintAgain={() => void printReceipt(lastReceipt)}
              />
            ) : null
          }
        />
        {submit.dialog === 'sesion_vencida' ? (
          <SessionRenewalDialog user={user} onResumed={() => void submit.resend()} onCancel={submit.close} />
        ) : null}
        <WarningDialog message={warning} onClose={closeWarning} />
      </section>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4 4" strokeLinecap="round" />
    </svg>
  );
}

const kbd = 'rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-700 shadow-sm';

/** The counter works from the keyboard: a short reminder of how. */
function KeyboardHints() {
  return (
    <aside
      aria-label="Atajos de teclado"
      className="hidden rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 lg:block"
    >
      <ul className="flex flex-col gap-1.5">
        <li>
          <kbd className={kbd}>Enter</kbd> en el número de documento busca al cliente.
        </li>
        <li>
          <kbd className={kbd}>Enter</kbd> pasa al siguiente campo de la fila; en el impuesto agrega la línea.
        </li>
        <li>
          <kbd className={kbd}>Ctrl</kbd> + <kbd className={kbd}>Enter</kbd> agrega la línea desde cualquier campo.
        </li>
        <li>
          Con el modo escáner, <kbd className={kbd}>Enter</kbd> en el código agrega el producto registrado, y en el
          código vacío envía el documento.
        </li>
      </ul>
    </aside>
  );
}
