import {
  formatMoney,
  type InvoiceFormLine,
  type Item,
  PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE,
  type Product,
} from '@facturador/shared/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { item, product } from '../../../test-support/catalogue';
import { useEntryRow } from '../hooks/useEntryRow';
import { useLineEditing } from '../hooks/useLineEditing';
import { ItemsTable } from './ItemsTable';

afterEach(cleanup);

const PRODUCTS: Product[] = [
  product({ _id: 'p1', codigo: 'P001', nombre: 'Arroz' }),
  product({ _id: 'p2', codigo: 'QSO', nombre: 'Queso', unidad_medida: 'kilo', precio: 4.5 }),
  // ICE 3041 by content (issue 37): with its volume and alcohol, and one stored without them.
  product({
    _id: 'p3',
    codigo: 'CERV',
    nombre: 'Cerveza 330 ml',
    precio: 1,
    ice: { codigo: 3041 },
    contenido: { volumenMl: 330, gradoAlcoholico: 4.5 },
  }),
  product({ _id: 'p4', codigo: 'CERV-ANT', nombre: 'Cerveza antigua', precio: 1, ice: { codigo: 3041 } }),
];

/** The line editor as the invoice screen composes it, with its warnings listed. */
function LineEditor({ inventario }: { inventario?: { items: Item[]; almacen: { _id: string; nombre: string } } }) {
  const [lines, setLines] = useState<InvoiceFormLine[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const onWarning = (message: string) => setWarnings((current) => [...current, message]);
  const context = {
    products: PRODUCTS,
    items: inventario?.items ?? [],
    usarInventario: Boolean(inventario),
    almacen: inventario?.almacen ?? null,
    lines,
    tipoComprobante: 'factura' as const,
  };
  const entry = useEntryRow({
    ...context,
    productsLoading: false,
    onAdd: (line) => setLines([...lines, line]),
    onWarning,
  });
  const editing = useLineEditing({ ...context, onChange: setLines, onWarning });
  return (
    <>
      <ItemsTable
        entry={entry}
        lines={lines}
        usarInventario={Boolean(inventario)}
        onRemove={() => undefined}
        editing={editing}
      />
      <ul aria-label="Líneas cobradas">
        {lines.map((line) => (
          <li
            key={line.producto_codigo}
          >{`${line.producto_codigo} ${formatMoney(Number(line.producto_precio))} × ${line.producto_cantidad}`}</li>
        ))}
      </ul>
      <ul aria-label="Avisos">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </>
  );
}

const charged = () => within(screen.getByRole('list', { name: 'Líneas cobradas' })).queryAllByRole('listitem');

describe('Lista de items (real React)', () => {
  it("as soon as the code is found: the stock in the warehouse, or the spec's refusal before price and quantity", async () => {
    const cemento = product({ _id: 'i1', codigo: 'CEM', nombre: 'Cemento', inventariado: true });
    const pintura = product({ _id: 'i2', codigo: 'PIN', nombre: 'Pintura', inventariado: true });
    PRODUCTS.push(cemento, pintura);
    try {
      const user = userEvent.setup();
      render(
        <LineEditor
          inventario={{
            items: [item(cemento, { _id: 'it1', stock: 12 })],
            almacen: { _id: 'a1', nombre: 'Bodega Principal' },
          }}
        />,
      );
      const codigo = screen.getByRole('textbox', { name: 'Código' });
      await user.type(codigo, 'CEM{Enter}');
      expect(screen.getByText('Stock: 12')).toBeTruthy();
      expect(codigo.getAttribute('aria-describedby')).toBeTruthy();
      await user.clear(codigo);
      await user.type(codigo, 'PIN{Enter}');
      expect(
        within(screen.getByRole('list', { name: 'Avisos' })).getByText(PRODUCTO_NO_EXISTE_EN_ALMACEN_MESSAGE),
      ).toBeTruthy();
      // Not filled: the clerk corrects the code, nothing else was asked.
      expect((screen.getByRole('textbox', { name: 'Descripción' }) as HTMLInputElement).value).not.toBe('Pintura');
      expect(screen.queryByText(/^Stock:/)).toBeNull();
    } finally {
      PRODUCTS.splice(PRODUCTS.length - 2, 2);
    }
  });

  it('the empty entry row shows no subtotal until something is typed (it is not a line yet)', async () => {
    const user = userEvent.setup();
    render(<LineEditor />);
    const subtotal = screen.getByRole('textbox', { name: 'Subtotal' }) as HTMLInputElement;
    expect(subtotal.value).toBe('');
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'X');
    expect(subtotal.value).toBe(formatMoney(1));
  });

  it('the entry row: 12.34 then 5 then 6 keeps 12.34 on screen, and the added line is charged $ 12.34', async () => {
    const user = userEvent.setup();
    render(<LineEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'P001{Enter}');
    const precio = screen.getByRole('spinbutton', { name: 'Precio' });
    expect(precio).toHaveProperty('value', '10');
    await user.clear(precio);
    await user.type(precio, '12.34');
    await user.type(precio, '5');
    expect(precio).toHaveProperty('value', '12.34');
    await user.type(precio, '6');
    expect(precio).toHaveProperty('value', '12.34');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(charged().map((line) => line.textContent)).toEqual(['P001 $ 12.34 × 1']);
  });

  it('the entry row: quantity and discount keep their limits as they are typed', async () => {
    const user = userEvent.setup();
    render(<LineEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'P001{Enter}');
    const cantidad = screen.getByRole('spinbutton', { name: 'Cantidad' });
    await user.clear(cantidad);
    await user.type(cantidad, '2.5');
    expect(cantidad).toHaveProperty('value', '2');
    const descuento = screen.getByRole('spinbutton', { name: 'Descuento' });
    await user.clear(descuento);
    await user.type(descuento, '1.005');
    expect(descuento).toHaveProperty('value', '1.00');
  });

  it('a product sold by measure takes up to 3 decimals of quantity, not 4', async () => {
    const user = userEvent.setup();
    render(<LineEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'QSO{Enter}');
    const cantidad = screen.getByRole('spinbutton', { name: 'Cantidad' });
    await user.clear(cantidad);
    await user.type(cantidad, '1.2345');
    expect(cantidad).toHaveProperty('value', '1.234');
  });

  it('an added line edited in place: 12.34 then 5 then 6 shows and charges $ 12.34', async () => {
    const user = userEvent.setup();
    render(<LineEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'P001{Enter}');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    const precio = screen.getByRole('spinbutton', { name: 'Precio de la línea 1' });
    await user.clear(precio);
    await user.type(precio, '12.345');
    await user.type(precio, '6');
    expect(precio).toHaveProperty('value', '12.34');
    await user.keyboard('{Enter}');
    expect(charged().map((line) => line.textContent)).toEqual(['P001 $ 12.34 × 1']);
    expect(precio).toHaveProperty('value', '12.34');
  });
});

describe('ICE por contenido en la Lista de items (issue 37, real React)', () => {
  it('shows the rate per litre of pure alcohol and the content per unit, and refuses a beer without its content', async () => {
    const user = userEvent.setup();
    render(<LineEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'CERV{Enter}');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(charged().map((line) => line.textContent)).toEqual(['CERV $ 1.00 × 1']);
    expect(screen.getByText('ICE 3041 $ 13.08/l alcohol puro × 0.01485/u')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'CERV-ANT{Enter}');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(charged()).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Avisos' })).getByText(
        'Producto CERV-ANT: el ICE 3041 se cobra por litro de alcohol puro; indique el volumen por unidad (ml) y el grado alcohólico (%) en el producto antes de venderlo.',
      ),
    ).toBeTruthy();
  });
});
