import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { RowActionCell } from './RowActionCell';

afterEach(cleanup);

it('is a cell with one button named for its record, showing its short text', async () => {
  let clicked = 0;
  render(
    <table>
      <tbody>
        <tr>
          <RowActionCell name="Ver retención 001-001-000000001" onClick={() => clicked++}>
            Ver
          </RowActionCell>
        </tr>
      </tbody>
    </table>,
  );
  const button = screen.getByRole('button', { name: 'Ver retención 001-001-000000001' });
  expect(button.textContent).toBe('Ver');
  expect(button.closest('td')).not.toBeNull();
  await userEvent.setup().click(button);
  expect(clicked).toBe(1);
});
