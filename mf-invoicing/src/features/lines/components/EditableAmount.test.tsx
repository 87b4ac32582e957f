import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditableAmount } from './EditableAmount';

afterEach(cleanup);

/** An added line's amount with the line's own value, as the invoice keeps it. */
function PricedLine({ decimals = 2 }: { decimals?: number }) {
  const [precio, setPrecio] = useState('1');
  return (
    <>
      <EditableAmount
        label="Precio de la línea 1"
        value={precio}
        min={0}
        step={decimals === 0 ? 1 : 0.05}
        decimals={decimals}
        onCommit={(value) => {
          setPrecio(value);
          return true;
        }}
      />
      <output aria-label="Precio cobrado">{precio}</output>
    </>
  );
}

describe('EditableAmount (an added line, edited in place)', () => {
  it('12.34 then 5 then 6: the field never shows a refused keystroke, and the line is priced what it shows', async () => {
    const user = userEvent.setup();
    render(<PricedLine />);
    const field = screen.getByRole('spinbutton', { name: 'Precio de la línea 1' });
    await user.clear(field);
    await user.type(field, '12.34');
    await user.type(field, '5');
    expect(field).toHaveProperty('value', '12.34');
    await user.type(field, '6');
    expect(field).toHaveProperty('value', '12.34');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Precio cobrado' }).textContent).toBe('12.34');
    expect(field).toHaveProperty('value', '12.34');
  });

  it('a whole-number quantity refuses the separator and what follows it', async () => {
    const user = userEvent.setup();
    render(<PricedLine decimals={0} />);
    const field = screen.getByRole('spinbutton', { name: 'Precio de la línea 1' });
    await user.clear(field);
    await user.type(field, '3.5');
    expect(field).toHaveProperty('value', '3');
  });
});
