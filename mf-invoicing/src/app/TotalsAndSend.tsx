import { primaryButtonClass } from '@facturador/shared/ui';
import { AdditionalInfoSummary } from '../features/additional-info/components/AdditionalInfoSummary';
import { BillingSummary, totalsOf } from '../features/invoice-form/components/BillingSummary';
import type { InvoiceForm } from '../features/invoice-form/state/form-state';
import { KeyboardHints } from '../features/keyboard/KeyboardHints';
import { PaymentsBlock } from '../features/payments/components/PaymentsBlock';
import { cardClass } from '../ui/styles';

/** Under the items: payments, additional info and shortcuts; beside them the billing box and 'Enviar'. */
export function TotalsAndSend({
  form,
  onPagosChange,
  sending,
  onSend,
}: {
  form: InvoiceForm;
  onPagosChange: (pagos: NonNullable<InvoiceForm['pagos']>) => void;
  sending: boolean;
  onSend: () => void;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
      <div className="order-2 flex flex-col gap-4 lg:order-1">
        {form.pagos ? (
          <PaymentsBlock rows={form.pagos} importeTotal={totalsOf(form).importeTotal} onChange={onPagosChange} />
        ) : null}
        <AdditionalInfoSummary rows={form.infoAdicional} />
        <KeyboardHints />
      </div>
      <aside className={`${cardClass} order-1 flex flex-col gap-4 lg:order-2`}>
        <BillingSummary form={form} />
        <button
          type="button"
          className={`${primaryButtonClass} h-12 w-full text-base`}
          disabled={sending}
          onClick={onSend}
        >
          Enviar
        </button>
      </aside>
    </div>
  );
}
