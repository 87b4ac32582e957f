import type { NombreValor, UserInfo } from '@facturador/shared/domain';
import { Spinner } from '@facturador/shared/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AdditionalInfoDialog } from '../features/additional-info/components/AdditionalInfoDialog';
import { BuyerSection } from '../features/buyer/components/BuyerSection';
import { useProducts } from '../features/catalogue/hooks/useProducts';
import { useWarehouseItems } from '../features/catalogue/hooks/useWarehouseItems';
import { useWarehouses } from '../features/catalogue/hooks/useWarehouses';
import { selectableItems } from '../features/catalogue/selectable-items';
import { CreditNoteBlock } from '../features/credit-note/components/CreditNoteBlock';
import {
  cantidadesOriginales,
  creditNoteFormFields,
  seriesOriginales,
} from '../features/credit-note/credit-note-fields';
import { useOriginalInvoice } from '../features/credit-note/hooks/useOriginalInvoice';
import { BillingSummary } from '../features/invoice-form/components/BillingSummary';
import { HeaderSelectors } from '../features/invoice-form/components/HeaderSelectors';
import { WarningDialog } from '../features/invoice-form/components/WarningDialog';
import { useInvoiceForm } from '../features/invoice-form/hooks/useInvoiceForm';
import { type InvoiceForm, initialInvoiceForm } from '../features/invoice-form/state/form-state';
import { ItemsTable, type ItemsTableHandle } from '../features/lines/components/ItemsTable';
import { useEntryRow } from '../features/lines/hooks/useEntryRow';
import { ProductPickerDialog } from '../features/product-picker/components/ProductPickerDialog';
import { printReceipt } from '../features/receipt-printing/print-receipt';
import { SubmitDialogs } from '../features/submit/components/SubmitDialogs';
import { useSubmitDocument } from '../features/submit/hooks/useSubmitDocument';
import { cardClass, primaryButtonClass, secondaryButtonClass, sectionTitleClass } from '../ui/styles';

/** The XML admits 15 informacionAdicional entries: Email first, and Observación on a credit note. */
const MAX_INFO_ROWS = 14;

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
  const { form, patch, addLine, removeLine, changeWarehouse, reset } = useInvoiceForm(() =>
    freshForm({ ambiente: user.ambiente ?? 1, almacen_id: usarInventario ? user.almacen : null }),
  );

  // The original invoice arrives after the first render: its buyer and number fill the form.
  useEffect(() => {
    if (original.factura) patch(creditNoteFormFields(original.factura));
  }, [original.factura, patch]);

  const warehouses = useWarehouses(usarInventario);
  const { products, loading: productsLoading } = useProducts(usarInventario);
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

  const submit = useSubmitDocument({
    form,
    creditNote: original.factura ? { importeTotal: original.factura.importeTotal } : null,
    onWarning: setWarning,
    onReceived: ({ claveAcceso: clave, payload }) => {
      void printReceipt({ razonSocial: user.razonSocial, claveAcceso: clave, payload, fecha: new Date() });
      // Step 5: a clean form for the next customer, in the same warehouse and environment.
      reset(freshForm({ ambiente: form.ambiente, almacen_id: form.almacen_id }));
      setItemsVersion((version) => version + 1);
    },
  });

  const closeSubmitDialog = submit.close;
  // Stable: the shared Modal re-runs its focus effect whenever its onClose changes.
  const onReceivedClosed = useCallback(() => {
    closeSubmitDialog();
    // After the dialog gives focus back to 'Enviar': the next customer's number.
    window.setTimeout(() => numeroRef.current?.focus(), 0);
  }, [closeSubmitDialog]);

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
            onAmbienteChange={(ambiente) => patch({ ambiente })}
          />
        </header>

        {creditNote && original.factura ? (
          <CreditNoteBlock
            facturaAModificar={form.facturaAModificar ?? ''}
            factura={original.factura}
            motivo={form.motivoNotaCredito}
            observaciones={form.observacionesNotaCredito ?? ''}
            onChange={patch}
          />
        ) : null}

        <BuyerSection
          value={form}
          numeroRef={numeroRef}
          onChange={patch}
          onWarning={setWarning}
          onBuyerReady={() => table.current?.focusCode()}
        />

        <section aria-labelledby={`${titleId}-items`} className={cardClass}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${titleId}-items`} className={sectionTitleClass}>
              Lista de items
            </h2>
            <div className="flex flex-wrap gap-2">
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
          />
        </section>

        <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
          <div className="order-2 flex flex-col gap-4 lg:order-1">
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
            entry.choose(product, item);
            setPickerOpen(false);
            // After the dialog gives focus back to 'Buscar producto': on to the quantity.
            window.setTimeout(() => table.current?.focusQuantity(), 0);
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
          onConfirm={() => void submit.confirm()}
          onClose={submit.close}
          onReceivedClosed={onReceivedClosed}
        />
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
      </ul>
    </aside>
  );
}
