import type { BuyerFormFields } from '@facturador/shared/domain';
import { inputClass, labelClass } from '@facturador/shared/ui';
import { type ReactNode, type Ref, useId } from 'react';
import { cardClass, sectionTitleClass } from '../../../ui/styles';
import { upper, useBuyerForm } from '../hooks/useBuyerForm';
import { BuyerIdentityFields } from './BuyerIdentityFields';

type BuyerSectionProps = {
  value: BuyerFormFields;
  /** The number field, focused for the next customer. */
  numeroRef?: Ref<HTMLInputElement>;
  onChange: (patch: Partial<BuyerFormFields>) => void;
  onWarning: (message: string) => void;
  /** The buyer was found: the counter goes on with the products. */
  onBuyerReady: () => void;
  /** Beside the title: other ways of filling the buyer (the QR code the buyer scans). */
  actions?: ReactNode;
};

/**
 * Buyer section (spec 01 §2, §4): type, number, name, address, e-mail and "register" flag. Name,
 * address and e-mail unlock at 10 or 13 characters; type 07 fills consumidor final; the number is
 * looked up on leaving the field and on Enter. Text is upper case except the e-mail.
 */
export function BuyerSection({ value, numeroRef, onChange, onWarning, onBuyerReady, actions }: BuyerSectionProps) {
  const ids = {
    tipo: useId(),
    numero: useId(),
    nombre: useId(),
    direccion: useId(),
    email: useId(),
    registrar: useId(),
  };
  const buyer = useBuyerForm({ value, onChange, onWarning, onBuyerReady });
  const { nameRef, emailRef, consumidorFinal, complete } = buyer;
  const disabled = !complete;
  return (
    <section aria-labelledby={`${ids.tipo}-title`} className={cardClass}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids.tipo}-title`} className={sectionTitleClass}>
          Datos del comprador
        </h2>
        {actions}
      </div>
      <div className="grid grid-cols-1 gap-x-3 gap-y-2 sm:grid-cols-2 lg:grid-cols-12">
        <BuyerIdentityFields
          ids={ids}
          numero={value.comprador_cedula}
          numeroRef={numeroRef}
          buyer={buyer}
          onNumeroChange={(comprador_cedula) => onChange({ comprador_cedula })}
          onBuyerReady={onBuyerReady}
        />
        <div className="sm:col-span-2 lg:col-span-6">
          <label htmlFor={ids.nombre} className={labelClass}>
            Nombre / Razón social
          </label>
          <input
            id={ids.nombre}
            ref={nameRef}
            className={inputClass}
            value={value.comprador_nombres}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onChange({ comprador_nombres: upper(event.target.value) })}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-6">
          <label htmlFor={ids.direccion} className={labelClass}>
            Dirección
          </label>
          <input
            id={ids.direccion}
            className={inputClass}
            value={value.comprador_direccion ?? ''}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onChange({ comprador_direccion: upper(event.target.value) })}
          />
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <label htmlFor={ids.email} className={labelClass}>
            Correo electrónico
          </label>
          <input
            id={ids.email}
            ref={emailRef}
            type="email"
            className={inputClass}
            value={value.comprador_email ?? ''}
            disabled={disabled}
            required={!consumidorFinal}
            autoComplete="off"
            onChange={(event) => onChange({ comprador_email: event.target.value.trim() })}
          />
        </div>
        <div className="flex items-end sm:col-span-2 lg:col-span-2">
          <label htmlFor={ids.registrar} className="flex h-10 cursor-pointer items-center gap-2 text-sm text-slate-700">
            <input
              id={ids.registrar}
              type="checkbox"
              className="h-5 w-5 rounded border-slate-300 accent-blue-600"
              checked={value.registrar_comprador}
              onChange={(event) => onChange({ registrar_comprador: event.target.checked })}
            />
            Registrar comprador
          </label>
        </div>
      </div>
    </section>
  );
}
