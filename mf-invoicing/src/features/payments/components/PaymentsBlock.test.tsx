import { DEFAULT_PAGO_ROW, type PagoFormRow } from '@facturador/shared/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentsBlock } from './PaymentsBlock';

afterEach(cleanup);

function Payments({ importeTotal = 53.96 }: { importeTotal?: number }) {
  const [rows, setRows] = useState<PagoFormRow[]>([DEFAULT_PAGO_ROW]);
  return <PaymentsBlock rows={rows} importeTotal={importeTotal} onChange={setRows} />;
}

describe('Forma de pago (real React)', () => {
  it('shows the rest of the total as the amount to pay until one is typed', () => {
    render(<Payments />);
    expect(screen.getByRole('textbox', { name: 'Monto' })).toHaveProperty('placeholder', '$ 53.96');
  });

  it('an amount: 12.34 then 5 then 6 keeps 12.34; letters are refused', async () => {
    const user = userEvent.setup();
    render(<Payments />);
    const monto = screen.getByRole('textbox', { name: 'Monto' });
    await user.type(monto, '12.34');
    await user.type(monto, '5');
    expect(monto).toHaveProperty('value', '12.34');
    await user.type(monto, '6x');
    expect(monto).toHaveProperty('value', '12.34');
  });

  it('a term is a whole number: a separator or a letter is refused', async () => {
    const user = userEvent.setup();
    render(<Payments />);
    const plazo = screen.getByRole('textbox', { name: 'Plazo' });
    await user.type(plazo, '3d0.');
    expect(plazo).toHaveProperty('value', '30');
  });

  it('a second payment numbers the fields of each row', async () => {
    const user = userEvent.setup();
    render(<Payments />);
    await user.click(screen.getByRole('button', { name: /Agregar forma de pago/ }));
    expect(screen.getByRole('textbox', { name: 'Monto 2' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Monto 1' }), '50');
    expect(screen.getByRole('textbox', { name: 'Monto 2' })).toHaveProperty('placeholder', '$ 3.96');
  });
});
