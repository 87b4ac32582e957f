import { type BuyerFormFields, CEDULA_RUC_INVALIDA_MESSAGE, EMPTY_BUYER_FORM } from '@facturador/shared/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BuyerSection } from './BuyerSection';

afterEach(cleanup);

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
});
