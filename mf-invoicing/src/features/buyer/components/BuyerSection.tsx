import {
  type BuyerFormFields,
  CONSUMIDOR_FINAL,
  consumidorFinalBuyer,
  DEFAULT_TIPO_IDENTIFICACION,
  direccionMatriz,
  isIdentificacionCompleta,
  TIPOS_IDENTIFICACION,
  type TipoIdentificacion,
  tipoIdentificacionPorLongitud,
} from '@facturador/shared/domain';
import { inputClass, labelClass } from '@facturador/shared/ui';
import { type KeyboardEvent, type Ref, useId, useRef } from 'react';
import { cardClass, sectionTitleClass } from '../../../ui/styles';
import { useBuyerLookup } from '../hooks/useBuyerLookup';

type BuyerSectionProps = {
  value: BuyerFormFields;
  /** The number field, focused for the next customer. */
  numeroRef?: Ref<HTMLInputElement>;
  onChange: (patch: Partial<BuyerFormFields>) => void;
  onWarning: (message: string) => void;
  /** The buyer was found: the counter goes on with the products. */
  onBuyerReady: () => void;
};

const CONSUMIDOR_FINAL_FIELDS = consumidorFinalBuyer();
const upper = (value: string) => value.toUpperCase();

/**
 * Buyer section (spec 01 §2, §4): type, number, name, address, e-mail and "register" flag. Name,
 * address and e-mail unlock at 10 or 13 characters; type 07 fills consumidor final; the number is
 * looked up on leaving the field and on Enter. Text is upper case except the e-mail.
 */
export function BuyerSection({ value, numeroRef, onChange, onWarning, onBuyerReady }: BuyerSectionProps) {
  const ids = {
    tipo: useId(),
    numero: useId(),
    nombre: useId(),
    direccion: useId(),
    email: useId(),
    registrar: useId(),
  };
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const tipo = value.tipo_identificacion ?? DEFAULT_TIPO_IDENTIFICACION;
  const consumidorFinal = tipo === CONSUMIDOR_FINAL.tipoIdentificacion;
  const complete = isIdentificacionCompleta(value.comprador_cedula);

  const { lookup, forget, busy } = useBuyerLookup({
    onFound: (data) => {
      onChange({
        tipo_identificacion: data.tipoIdentificacion,
        comprador_nombres: upper(data.razonSocial),
        comprador_direccion: upper(data.direccion),
        comprador_email: data.email,
      });
      onBuyerReady();
    },
    onNotFound: (mensaje) => {
      // Whatever a previous lookup filled belongs to someone else.
      onChange({ comprador_nombres: '', comprador_direccion: '', comprador_email: '' });
      // Focus first: the dialog gives focus back to where it was opened, the name field.
      nameRef.current?.focus();
      onWarning(mensaje);
    },
    onWarning,
    onRegistry: (contribuyente, late) => {
      if (late) {
        // The warning already sent the merchant to the name: only what they have not typed meanwhile.
        onChange({
          comprador_nombres: value.comprador_nombres || upper(contribuyente.razonSocial),
          comprador_direccion: value.comprador_direccion || upper(direccionMatriz(contribuyente)),
        });
        return;
      }
      // Name and address are the registry's; the e-mail is what is left to ask.
      onChange({
        comprador_nombres: upper(contribuyente.razonSocial),
        comprador_direccion: upper(direccionMatriz(contribuyente)),
        comprador_email: '',
      });
      emailRef.current?.focus();
    },
  });

  const runLookup = () => {
    if (consumidorFinal || !complete) return;
    const numero = value.comprador_cedula.trim();
    let lookupTipo: TipoIdentificacion = tipo;
    // A 13-digit number is a RUC and a 10-digit one a cédula: keep the type in step.
    if (tipo === '04' || tipo === '05') {
      lookupTipo = tipoIdentificacionPorLongitud(numero) ?? tipo;
      if (lookupTipo !== tipo) onChange({ tipo_identificacion: lookupTipo });
    }
    lookup(lookupTipo, numero);
  };

  const changeTipo = (next: TipoIdentificacion) => {
    forget();
    if (next === CONSUMIDOR_FINAL.tipoIdentificacion) {
      onChange({ tipo_identificacion: next, ...CONSUMIDOR_FINAL_FIELDS, comprador_email: value.comprador_email });
      return;
    }
    const wasConsumidorFinal = value.comprador_cedula === CONSUMIDOR_FINAL.identificacion;
    onChange(
      wasConsumidorFinal
        ? { tipo_identificacion: next, comprador_cedula: '', comprador_nombres: '', comprador_direccion: '' }
        : { tipo_identificacion: next },
    );
  };

  const onNumeroKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    runLookup();
  };

  const disabled = !complete;
  return (
    <section aria-labelledby={`${ids.tipo}-title`} className={cardClass}>
      <h2 id={`${ids.tipo}-title`} className={`${sectionTitleClass} mb-3`}>
        Datos del comprador
      </h2>
      <div className="grid grid-cols-1 gap-x-3 gap-y-2 sm:grid-cols-2 lg:grid-cols-12">
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
              value={value.comprador_cedula}
              readOnly={consumidorFinal}
              maxLength={tipo === '04' || tipo === '05' ? 13 : 20}
              inputMode={tipo === '04' || tipo === '05' ? 'numeric' : 'text'}
              autoComplete="off"
              aria-describedby={`${ids.numero}-hint`}
              onChange={(event) => {
                forget();
                onChange({ comprador_cedula: upper(event.target.value.trim()) });
              }}
              onBlur={runLookup}
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
