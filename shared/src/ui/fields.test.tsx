// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './fields';
import { limitDecimals } from './numeric-typing';

afterEach(cleanup);

function Precio() {
  const [precio, setPrecio] = useState('');
  return (
    <TextField
      label="Precio"
      type="number"
      decimals={2}
      value={precio}
      onChange={(event) => setPrecio(event.target.value)}
    />
  );
}

describe('numeric fields', () => {
  it('limitDecimals keeps at most the decimals, and whole numbers with 0', () => {
    expect(limitDecimals('12.345', 2)).toBe('12.34');
    expect(limitDecimals('12,345', 2)).toBe('12,34');
    expect(limitDecimals('12.3', 2)).toBe('12.3');
    expect(limitDecimals('12.', 2)).toBe('12.');
    expect(limitDecimals('3.5', 0)).toBe('3');
    expect(limitDecimals('1a2', 2)).toBe('12');
  });

  it('a TextField with decimals (the product price): 12.34 then 5 then 6 keeps 12.34 on screen and in its owner', async () => {
    const user = userEvent.setup();
    render(<Precio />);
    const precio = screen.getByRole('spinbutton', { name: 'Precio' });
    await user.type(precio, '12.34');
    await user.type(precio, '5');
    expect(precio).toHaveProperty('value', '12.34');
    await user.type(precio, '6');
    expect(precio).toHaveProperty('value', '12.34');
  });
});
