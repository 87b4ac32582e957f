import { setRuntimeConfig } from '@facturador/shared/config';
import {
  type BuyerFormFields,
  CEDULA_RUC_INVALIDA_MESSAGE,
  EMPTY_BUYER_FORM,
  personaNoEncontradaMessage,
} from '@facturador/shared/domain';
import { parseRuntimeConfig } from '@facturador/shared/domain/config';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuyerSection } from './BuyerSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = 'http://api.prueba';
const CEDULA = '1710034065';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The company has not registered the buyer; the SRI's registry answers `registry` for their number. */
function stubMiss(registry: Response) {
  setRuntimeConfig(parseRuntimeConfig({ apiUrl: API }));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(new Request(input, init).url);
    if (pathname === '/api/persona') return json(200, { data: null, mensaje: personaNoEncontradaMessage(CEDULA) });
    if (pathname === `/api/contribuyentes/${CEDULA}`) return registry.clone();
    return json(404, { error: { message: 'No encontrado' } });
  });
}

function Buyer() {
  const [value, setValue] = useState<BuyerFormFields>(EMPTY_BUYER_FORM);
  const [warnings, setWarnings] = useState<string[]>([]);
  return (
    <>
      <BuyerSection
        value={value}
        onChange={(patch) => setValue((current) => ({ ...current, ...patch }))}
        onWarning={(message) => setWarnings((current) => [...current, message])}
        onBuyerReady={() => undefined}
      />
      <ul aria-label="Avisos">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const warnings = () =>
  within(screen.getByRole('list', { name: 'Avisos' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('Datos del comprador (real React)', () => {
  it('name, address and e-mail unlock once the number has 10 digits', async () => {
    const user = userEvent.setup();
    render(<Buyer />);
    expect(field('Nombre / Razón social')).toHaveProperty('disabled', true);
    await user.type(field('Número de documento'), '123456789');
    expect(field('Nombre / Razón social')).toHaveProperty('disabled', true);
    await user.type(field('Número de documento'), '0');
    expect(field('Nombre / Razón social')).toHaveProperty('disabled', false);
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveProperty('disabled', false);
  });

  it('an invalid cédula is refused with the SRI message before anything is asked', async () => {
    const user = userEvent.setup();
    render(<Buyer />);
    await user.type(field('Número de documento'), '1234567890{Enter}');
    expect(warnings()).toEqual([CEDULA_RUC_INVALIDA_MESSAGE]);
  });

  it('names and addresses are upper case, the e-mail as typed', async () => {
    const user = userEvent.setup();
    render(<Buyer />);
    await user.type(field('Número de documento'), 'ABCDEFGHIJ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de documento' }), 'PASAPORTE');
    await user.type(field('Nombre / Razón social'), 'maría pérez');
    await user.type(field('Correo electrónico'), 'Maria@Ejemplo.ec');
    expect(field('Nombre / Razón social')).toHaveProperty('value', 'MARÍA PÉREZ');
    expect(field('Correo electrónico')).toHaveProperty('value', 'Maria@Ejemplo.ec');
  });

  it('VENTA A CONSUMIDOR FINAL fills the final consumer and locks the number', async () => {
    const user = userEvent.setup();
    render(<Buyer />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de documento' }), 'VENTA A CONSUMIDOR FINAL');
    expect(field('Número de documento')).toHaveProperty('value', '9999999999999');
    expect(field('Número de documento')).toHaveProperty('readOnly', true);
    expect(field('Nombre / Razón social')).toHaveProperty('value', 'CONSUMIDOR FINAL');
    expect(field('Dirección')).toHaveProperty('value', 'SIN DIRECCION');
  });

  it('a person the SRI registry knows is filled in without the «not found» dialog; the e-mail is next', async () => {
    stubMiss(
      json(200, {
        identificacion: CEDULA,
        razonSocial: 'Pérez Loor María José',
        nombreComercial: '',
        estado: 'ACTIVO',
        regimen: 'GENERAL',
        obligadoContabilidad: false,
        agenteRetencion: false,
        contribuyenteEspecial: false,
        establecimientos: [
          {
            numero: '001',
            nombreComercial: '',
            direccion: 'Av. Amazonas N34-12, Quito',
            estado: 'ABIERTO',
            matriz: true,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    render(<Buyer />);
    await user.type(field('Número de documento'), `${CEDULA}{Enter}`);
    await vi.waitFor(() => expect(field('Nombre / Razón social')).toHaveProperty('value', 'PÉREZ LOOR MARÍA JOSÉ'));
    expect(field('Dirección')).toHaveProperty('value', 'AV. AMAZONAS N34-12, QUITO');
    expect(document.activeElement).toBe(field('Correo electrónico'));
    expect(warnings()).toEqual([]);
  });

  it("a real miss (the registry does not know the number either) keeps the spec's warning and goes to the name", async () => {
    stubMiss(json(404, { error: { message: 'No consta en el catastro' } }));
    const user = userEvent.setup();
    render(<Buyer />);
    await user.type(field('Número de documento'), `${CEDULA}{Enter}`);
    await vi.waitFor(() => expect(warnings()).toEqual([personaNoEncontradaMessage(CEDULA)]));
    expect(document.activeElement).toBe(field('Nombre / Razón social'));
  });
});
