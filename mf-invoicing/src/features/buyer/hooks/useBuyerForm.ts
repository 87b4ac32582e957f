import {
  type BuyerFormFields,
  CONSUMIDOR_FINAL,
  consumidorFinalBuyer,
  DEFAULT_TIPO_IDENTIFICACION,
  direccionMatriz,
  isIdentificacionCompleta,
  type TipoIdentificacion,
  tipoIdentificacionPorLongitud,
} from '@facturador/shared/domain';
import { type KeyboardEvent, useRef } from 'react';
import { useBuyerLookup } from './useBuyerLookup';

const CONSUMIDOR_FINAL_FIELDS = consumidorFinalBuyer();
export const upper = (value: string) => value.toUpperCase();

type BuyerFormOptions = {
  value: BuyerFormFields;
  onChange: (patch: Partial<BuyerFormFields>) => void;
  onWarning: (message: string) => void;
  onBuyerReady: () => void;
};

/**
 * The buyer section's behaviour: the number looked up (on leaving the field and on Enter), what a
 * found, unknown or registry buyer fills in and where focus goes, and the type's effects.
 */
export function useBuyerForm({ value, onChange, onWarning, onBuyerReady }: BuyerFormOptions) {
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

  // Leaving the field looks up only a number the clerk typed: one that «Datos del cliente por QR» filled
  // is the buyer's own, and a lookup would overwrite the e-mail they typed.
  const typedSinceLookup = useRef(false);
  const onNumeroTyped = () => {
    typedSinceLookup.current = true;
    forget();
  };
  const onNumeroBlur = () => {
    if (typedSinceLookup.current) runLookup();
  };

  const runLookup = () => {
    typedSinceLookup.current = false;
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

  return {
    ...{ nameRef, emailRef, tipo, consumidorFinal, complete, busy, forget, runLookup, changeTipo },
    ...{ onNumeroKeyDown, onNumeroTyped, onNumeroBlur },
  };
}
