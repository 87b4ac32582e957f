import type { UserInfo } from '@facturador/shared/domain';
import { type ComponentProps, useEffect, useRef } from 'react';
import { produccionBloqueada, rememberAmbiente } from '../features/company-status/company-status';
import { useOriginalInvoice } from '../features/credit-note/hooks/useOriginalInvoice';
import { useCounterShortcuts } from '../features/keyboard/useCounterShortcuts';
import { useInitialFocus } from '../features/keyboard/useInitialFocus';
import type { ItemsTableHandle } from '../features/lines/components/ItemsTable';
import { useScannerMode } from '../features/scanner/useScannerMode';
import { useScreenDialogs } from './ScreenDialogs';
import type { ScreenHeader } from './ScreenHeader';
import { loadCreditNoteBlock } from './ScreenNotices';
import { useCounterSubmit } from './useCounterSubmit';
import { useScreenBuyerCapture } from './useScreenBuyerCapture';
import { useScreenCatalogue } from './useScreenCatalogue';
import { useScreenForm } from './useScreenForm';
import { useScreenLines } from './useScreenLines';

type ScreenForm = ReturnType<typeof useScreenForm>;

/** The header's warehouse and environment selectors. */
function headerSelectors(
  user: UserInfo,
  form: ScreenForm['form'],
  patch: ScreenForm['patch'],
  changeWarehouse: ScreenForm['changeWarehouse'],
  warehouses: ComponentProps<typeof ScreenHeader>['selectors']['warehouses'],
  creditNote: boolean,
): ComponentProps<typeof ScreenHeader>['selectors'] {
  const { usarInventario, cambiarAlmacen } = user.permisos;
  return {
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
  };
}

/**
 * The invoice screen's state, composed from its features' hooks: the form and its draft, the
 * catalogue, the entry row and lines, the submit flow, the dialogs, focus and shortcuts.
 */
export function useInvoiceScreen(user: UserInfo, claveAcceso: string | null) {
  const creditNote = claveAcceso !== null;
  const { usarInventario } = user.permisos;
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
  const { products, loading: productsLoading } = catalogue;

  const dialogs = useScreenDialogs();
  const { setWarning } = dialogs;
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
  const buyerCapture = useScreenBuyerCapture(patch, () => table.current?.focusCode());
  useCounterShortcuts({
    entryEmpty: entry.empty,
    onSend: submit.submit,
    onEditLastLine: () => table.current?.focusLastLine(),
    onBuyerCapture: creditNote ? undefined : buyerCapture.requestOpen,
  });
  const selectors = headerSelectors(user, form, patch, changeWarehouse, warehouseList.warehouses, creditNote);

  return {
    ...{ creditNote, usarInventario, original, form, patch, removeLine, draft, startOver },
    ...{ warehouseList, catalogue, warehouseItems, items, onlyCodes, products, productsLoading },
    ...{ dialogs, table, numeroRef, lineEditing, entry, counter, submit, scanner, selectors, buyerCapture },
  };
}
