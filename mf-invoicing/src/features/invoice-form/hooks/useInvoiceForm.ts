import type { InvoiceFormLine } from '@facturador/shared/domain';
import { useMemo, useReducer } from 'react';
import { formReducer, type InvoiceForm } from '../state/form-state';

/** The invoice / credit-note form state and its actions. */
export function useInvoiceForm(initial: () => InvoiceForm) {
  const [form, dispatch] = useReducer(formReducer, undefined, initial);
  const actions = useMemo(
    () => ({
      patch: (patch: Partial<InvoiceForm>) => dispatch({ type: 'patch', patch }),
      addLine: (line: InvoiceFormLine) => dispatch({ type: 'addLine', line }),
      removeLine: (index: number) => dispatch({ type: 'removeLine', index }),
      changeWarehouse: (almacen_id: string | null) => dispatch({ type: 'changeWarehouse', almacen_id }),
      reset: (next: InvoiceForm) => dispatch({ type: 'reset', form: next }),
    }),
    [],
  );
  return { form, ...actions };
}
