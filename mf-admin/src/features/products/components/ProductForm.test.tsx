import type { ProductInputBody } from '@facturador/shared/domain';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductForm } from './ProductForm';

afterEach(cleanup);

function renderForm(saved: ProductInputBody[]) {
  render(
    <MemoryRouter>
      <ProductForm
        usarInventario={false}
        cobraIce
        onSave={async (input) => {
          saved.push(input);
        }}
      />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Producto con ICE por contenido (issue 37, real React)', () => {
  it('asks for volume and alcohol only when the ICE code is charged per litre of pure alcohol', async () => {
    const saved: ProductInputBody[] = [];
    const user = renderForm(saved);
    await user.type(screen.getByLabelText(/^Código/), 'CERV-330');
    await user.type(screen.getByLabelText(/^Nombre/), 'Cerveza 330 ml');
    await user.type(screen.getByLabelText(/^Precio/), '1');
    const ice = screen.getByLabelText(/^ICE/);

    await user.selectOptions(ice, '3101');
    expect(screen.queryByLabelText(/^Volumen por unidad \(ml\)/)).toBeNull();

    await user.selectOptions(ice, '3041');
    await user.click(screen.getByRole('button', { name: 'Registrar producto' }));
    expect(
      screen.getByText(
        'El ICE 3041 se cobra por litro de alcohol puro: indique el volumen por unidad (ml) y el grado alcohólico (%) del producto.',
      ),
    ).toBeTruthy();
    expect(saved).toEqual([]);

    await user.type(screen.getByLabelText(/^Volumen por unidad \(ml\)/), '330');
    await user.type(screen.getByLabelText(/^Grado alcohólico \(%\)/), '4.5');
    expect(screen.queryByLabelText(/^Azúcar por unidad/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Registrar producto' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ ice: { codigo: 3041 }, contenido: { volumenMl: 330, gradoAlcoholico: 4.5 } });
  });

  it('asks for the sugar of a sugared drink and sends only that', async () => {
    const saved: ProductInputBody[] = [];
    const user = renderForm(saved);
    await user.type(screen.getByLabelText(/^Código/), 'GAS-AZ');
    await user.type(screen.getByLabelText(/^Nombre/), 'Gaseosa 500 ml');
    await user.type(screen.getByLabelText(/^Precio/), '0.6');
    const ice = screen.getByLabelText(/^ICE/);
    await user.selectOptions(ice, '3041');
    await user.type(screen.getByLabelText(/^Volumen por unidad \(ml\)/), '500');
    await user.selectOptions(ice, '3053');
    expect(screen.queryByLabelText(/^Volumen por unidad \(ml\)/)).toBeNull();
    await user.type(screen.getByLabelText(/^Azúcar por unidad \(g\)/), '30');
    await user.click(screen.getByRole('button', { name: 'Registrar producto' }));
    expect(saved[0]).toMatchObject({ ice: { codigo: 3053 }, contenido: { azucarGramos: 30 } });
    expect(saved[0]!.contenido).toEqual({ azucarGramos: 30 });
  });
});
