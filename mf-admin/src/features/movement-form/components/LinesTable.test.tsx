import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormLine } from '../form-lines';
import { LinesTable } from './LinesTable';

afterEach(cleanup);

const ARROZ: FormLine = {
  key: 'l1',
  producto_id: 'p1',
  nombre: 'Arroz',
  serializado: false,
  numero_serie: '',
  serieFija: false,
  cantidad: '1',
  detalle: '',
};

function Lines() {
  const [lines, setLines] = useState<FormLine[]>([ARROZ]);
  return (
    <LinesTable
      lines={lines}
      onChange={(key, change) =>
        setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)))
      }
      onDuplicate={() => undefined}
      onRemove={() => undefined}
    />
  );
}

describe('Ítems del movimiento (real React)', () => {
  it('a quantity: 12.34 then 5 then 6 keeps 12.34 on screen (2 decimals, as stock is kept)', async () => {
    const user = userEvent.setup();
    render(<Lines />);
    const cantidad = screen.getByRole('spinbutton', { name: 'Cantidad de Arroz' });
    await user.clear(cantidad);
    await user.type(cantidad, '12.34');
    await user.type(cantidad, '5');
    expect(cantidad).toHaveProperty('value', '12.34');
    await user.type(cantidad, '6');
    expect(cantidad).toHaveProperty('value', '12.34');
  });
});
