import type { Ambiente, InvoiceFormLine, InvoiceFormState, TipoComprobante } from '@facturador/shared/domain';

/** The form as the screen edits it: ids are strings, the document type is fixed by the route. */
export type InvoiceForm = InvoiceFormState & { almacen_id: string | null; tipoComprobante: TipoComprobante };

export type BuyerFields = Pick<
  InvoiceForm,
  | 'registrar_comprador'
  | 'tipo_identificacion'
  | 'comprador_cedula'
  | 'comprador_nombres'
  | 'comprador_direccion'
  | 'comprador_email'
>;

/** Spec 01 §3 defaults: registered buyer, type 05, empty fields. */
export const EMPTY_BUYER: BuyerFields = {
  registrar_comprador: true,
  tipo_identificacion: '05',
  comprador_cedula: '',
  comprador_nombres: '',
  comprador_direccion: '',
  comprador_email: '',
};

export function initialInvoiceForm(options: {
  ambiente: Ambiente;
  almacen_id: string | null;
  tipoComprobante: TipoComprobante;
}): InvoiceForm {
  return {
    ...options,
    ...EMPTY_BUYER,
    productos: [],
    infoAdicional: [],
    ...(options.tipoComprobante === 'notaCredito'
      ? { motivoNotaCredito: 'Devolución de producto' as const, observacionesNotaCredito: '' }
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
