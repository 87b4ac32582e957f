import {
  type Ambiente,
  DEFAULT_MOTIVO_NOTA_CREDITO,
  DEFAULT_PAGO_ROW,
  EMPTY_BUYER_FORM,
  type InvoiceFormLine,
  type InvoiceFormState,
  type TipoComprobante,
} from '@facturador/shared/domain';

/** The form as the screen edits it: ids are strings, the document type is fixed by the route. */
export type InvoiceForm = InvoiceFormState & { almacen_id: string | null; tipoComprobante: TipoComprobante };

export function initialInvoiceForm(options: {
  ambiente: Ambiente;
  almacen_id: string | null;
  tipoComprobante: TipoComprobante;
}): InvoiceForm {
  return {
    ...options,
    ...EMPTY_BUYER_FORM,
    productos: [],
    infoAdicional: [],
    ...(options.tipoComprobante === 'factura' ? { pagos: [{ ...DEFAULT_PAGO_ROW }] } : {}),
    ...(options.tipoComprobante === 'notaCredito'
      ? { motivoNotaCredito: DEFAULT_MOTIVO_NOTA_CREDITO, observacionesNotaCredito: '' }
      : {}),
  };
}

export type FormAction =
  | { type: 'patch'; patch: Partial<InvoiceForm> }
  | { type: 'addLine'; line: InvoiceFormLine }
  | { type: 'removeLine'; index: number }
  | { type: 'changeWarehouse'; almacen_id: string | null }
  | { type: 'reset'; form: InvoiceForm };

export function formReducer(state: InvoiceForm, action: FormAction): InvoiceForm {
  switch (action.type) {
    case 'patch':
      return { ...state, ...action.patch };
    case 'addLine':
      return { ...state, productos: [...state.productos, action.line] };
    case 'removeLine':
      return { ...state, productos: state.productos.filter((_, index) => index !== action.index) };
    case 'changeWarehouse':
      // Spec 01 §4: a warehouse change clears the item list.
      return { ...state, almacen_id: action.almacen_id, productos: [] };
    case 'reset':
      return action.form;
  }
}
