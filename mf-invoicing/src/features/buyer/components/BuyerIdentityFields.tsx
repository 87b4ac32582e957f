import { TIPOS_IDENTIFICACION, type TipoIdentificacion } from '@facturador/shared/domain';
import { inputClass, labelClass } from '@facturador/shared/ui';
import type { Ref } from 'react';
import { upper, type useBuyerForm } from '../hooks/useBuyerForm';

type BuyerIdentityFieldsProps = {
  ids: { tipo: string; numero: string };
  numero: string;
  numeroRef?: Ref<HTMLInputElement>;
  buyer: ReturnType<typeof useBuyerForm>;
  onNumeroChange: (numero: string) => void;
  onBuyerReady: () => void;
};

/** 'Tipo de documento' and 'Número de documento', with the lookup's progress and hint. */
export function BuyerIdentityFields({
  ids,
  numero,
  numeroRef,
  buyer,
  onNumeroChange,
  onBuyerReady,
}: BuyerIdentityFieldsProps) {
  const { tipo, consumidorFinal, complete, busy, changeTipo, onNumeroKeyDown, onNumeroTyped, onNumeroBlur } = buyer;
  return (
    <>
      <div className="lg:col-span-3">
        <label htmlFor={ids.tipo} className={labelClass}>
          Tipo de documento
        </label>
        <select
          id={ids.tipo}
          className={inputClass}
          value={tipo}
          onChange={(event) => changeTipo(event.target.value as TipoIdentificacion)}
          onKeyDown={(event) => {
            // Consumidor final needs nothing more: Enter (issue 13) and Tab (issue 25) go on to
            // the item code, past the pre-filled buyer fields.
            if (!consumidorFinal || !(event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey))) return;
            event.preventDefault();
            onBuyerReady();
          }}
        >
          {TIPOS_IDENTIFICACION.map((option) => (
            <option key={option.codigo} value={option.codigo}>
              {option.nombre}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-3">
        <label htmlFor={ids.numero} className={labelClass}>
          Número de documento
        </label>
        <div className="relative">
          <input
            id={ids.numero}
            ref={numeroRef}
            className={inputClass}
            value={numero}
            readOnly={consumidorFinal}
            maxLength={tipo === '04' || tipo === '05' ? 13 : 20}
            inputMode={tipo === '04' || tipo === '05' ? 'numeric' : 'text'}
            autoComplete="off"
            aria-describedby={`${ids.numero}-hint`}
            onChange={(event) => {
              onNumeroTyped();
              onNumeroChange(upper(event.target.value.trim()));
            }}
            onBlur={onNumeroBlur}
            onKeyDown={onNumeroKeyDown}
          />
          <span
            aria-live="polite"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-slate-500"
          >
            {busy ? 'Buscando...' : ''}
          </span>
        </div>
        <p id={`${ids.numero}-hint`} className="mt-1 h-4 text-xs text-slate-500">
          {complete ? '' : 'Cédula (10) o RUC (13); Enter busca al cliente'}
        </p>
      </div>
    </>
  );
}
