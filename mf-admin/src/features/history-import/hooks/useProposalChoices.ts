import {
  type ConfirmarImportacion,
  type ImportacionHistorial,
  type PropuestaImportacion,
  type SecuencialPropuesto,
  secuencialImportadoMenorMessage,
} from '@facturador/shared/domain/imports';
import { useState } from 'react';
import { SECUENCIAL_NO_VALIDO_MESSAGE } from '../texts';

/** What the merchant decides about the proposal: the next numbers, and which customers, products and invoices go in. */
export interface Choices {
  siguientes: Record<string, string>;
  clientes: ReadonlySet<string>;
  productos: ReadonlySet<string>;
  porCobrar: ReadonlySet<string>;
}
export type ChoiceSet = 'clientes' | 'productos' | 'porCobrar';

/** A punto's row: the same punto and type may be proposed in both ambientes. */
export const secuencialKey = (s: SecuencialPropuesto) => `${s.estab}-${s.ptoEmi}-${s.codDoc}-${s.ambiente}`;

/** As proposed: every new customer and product ticked, no invoice pending. */
function initialChoices(propuesta: PropuestaImportacion): Choices {
  return {
    siguientes: Object.fromEntries(propuesta.secuenciales.map((s) => [secuencialKey(s), String(s.siguiente)])),
    clientes: new Set(propuesta.clientes.filter((c) => !c.existe).map((c) => c.identificacion)),
    productos: new Set(propuesta.productos.filter((p) => !p.existe).map((p) => p.codigo)),
    porCobrar: new Set(),
  };
}

/** Why a typed next number cannot be confirmed (the API's own rule), or null. */
export function secuencialError(s: SecuencialPropuesto, typed: string | undefined): string | null {
  const value = Number(typed);
  if (!/^\d+$/.test(typed?.trim() ?? '') || value < 1 || value > 999_999_999) return SECUENCIAL_NO_VALIDO_MESSAGE;
  const ultimo = Math.max(Number(s.ultimoImportado), s.ultimoAqui);
  return value > ultimo
    ? null
    : secuencialImportadoMenorMessage(`${s.estab}-${s.ptoEmi}`, String(ultimo).padStart(9, '0'));
}

/** The body of POST …/confirmar: every field explicit, so what the screen shows is what is applied. */
export function confirmBody(propuesta: PropuestaImportacion, choices: Choices): ConfirmarImportacion {
  return {
    secuenciales: propuesta.secuenciales.map((s) => ({
      estab: s.estab,
      ptoEmi: s.ptoEmi,
      codDoc: s.codDoc,
      ambiente: s.ambiente,
      siguiente: Number(choices.siguientes[secuencialKey(s)]),
    })),
    clientes: propuesta.clientes
      .filter((c) => !c.existe && choices.clientes.has(c.identificacion))
      .map((c) => c.identificacion),
    productos: propuesta.productos.filter((p) => !p.existe && choices.productos.has(p.codigo)).map((p) => p.codigo),
    porCobrar: propuesta.porCobrar.filter((f) => choices.porCobrar.has(f.claveAcceso)).map((f) => f.claveAcceso),
  };
}

/** The choices of the import on screen, reset to the proposal whenever another import is shown. */
export function useProposalChoices(importacion: ImportacionHistorial | null) {
  const [state, setState] = useState<{ id: string; choices: Choices } | null>(null);
  const propuesta = importacion?.propuesta ?? null;
  const choices =
    importacion && propuesta ? (state?.id === importacion.id ? state.choices : initialChoices(propuesta)) : null;
  const update = (change: (current: Choices) => Choices) => {
    if (importacion && choices) setState({ id: importacion.id, choices: change(choices) });
  };
  return {
    choices,
    setSiguiente: (key: string, value: string) =>
      update((current) => ({ ...current, siguientes: { ...current.siguientes, [key]: value } })),
    toggle: (set: ChoiceSet, key: string, checked: boolean) =>
      update((current) => {
        const next = new Set(current[set]);
        if (checked) next.add(key);
        else next.delete(key);
        return { ...current, [set]: next };
      }),
  };
}
