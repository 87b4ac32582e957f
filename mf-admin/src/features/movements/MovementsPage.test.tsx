import { MOVIMIENTO_ITEMS_ERROR_MESSAGE, type Movement } from '@facturador/shared/domain/movements';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { MovementItemsPage } from './MovementItemsPage';
import { MOVIMIENTO_MANUAL_NOTE, MovementsPage } from './MovementsPage';

const movimiento = (extra: Partial<Movement> = {}): Movement => ({
  _id: 'm1',
  tipo_movimiento: 'TRASLADO',
  origen: { _id: 'a1', nombre: 'Bodega Principal' },
  destino: { _id: 'a2', nombre: 'Sucursal Manta' },
  fecha: '2026-11-30T15:30:00.000Z',
  observacion: 'Reposición de la sucursal',
  documentoReferencia: null,
  usuario: 'carlos',
  items: [
    {
      _id: 'l1',
      nombre: 'Arroz Flor 1 kg',
      cantidad: 12.5,
      numero_serie: null,
      producto_id: 'p1',
      item_id: null,
      detalle: '',
    },
    {
      _id: 'l2',
      nombre: 'Teléfono A15',
      cantidad: 1,
      numero_serie: 'SN-0001',
      producto_id: 'p2',
      item_id: 'i2',
      detalle: '',
    },
  ],
  ...extra,
});
const venta = movimiento({
  _id: 'm2',
  tipo_movimiento: 'SALIDA',
  destino: null,
  observacion: '',
  documentoReferencia: `${'1'.repeat(49)}`,
  usuario: null,
});
const page = (movimientos: Movement[], siguienteCursor: string | null = null) => ({
  movimientos,
  siguienteCursor,
  error: null,
});

signedInAs(administrador);

describe('Gestionar Movimientos (real React)', () => {
  it('lists the movements, filters them by type and date, and loads the next page on request', async () => {
    const sent = answerApi({
      'GET /api/movimientos': ({ query }) =>
        query.cursor ? page([venta]) : page(query.tipo_movimiento === 'SALIDA' ? [venta] : [movimiento()], 'c2'),
    });
    const user = renderScreen(<MovementsPage />);
    const table = await screen.findByRole('table', { name: 'Movimientos' });
    const [, traslado] = within(table).getAllByRole('row');
    expect(traslado!.textContent).toContain('TRASLADO');
    expect(within(traslado!).getByText('Usuario: carlos')).toBeTruthy();
    expect(within(traslado!).getByText('30/11/2026 10:30')).toBeTruthy();
    expect(within(traslado!).getByText(MOVIMIENTO_MANUAL_NOTE)).toBeTruthy();
    expect((within(traslado!).getByRole('button', { name: 'Descargar documento' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('SALIDA')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Tipo de movimiento'), 'SALIDA');
    await user.type(screen.getByLabelText('Fecha de inicio'), '2026-11-01');
    await waitFor(() =>
      expect(sent.at(-1)?.query).toEqual({ tipo_movimiento: 'SALIDA', fecha_inicio: '2026-11-01', limite: '25' }),
    );
    expect(sent.map((request) => request.query)).toContainEqual({ cursor: 'c2', limite: '25' });
  });

  it('shows a movement’s items and observations in «Detalles del movimiento»', async () => {
    answerApi({
      'GET /api/movimientos': page([movimiento()]),
      'GET /api/movimientos/m1': { movimiento: movimiento(), error: null },
    });
    const user = renderScreen(<MovementsPage />);
    await user.click(await screen.findByRole('button', { name: 'Ver detalles' }));
    const dialog = screen.getByRole('dialog', { name: 'Detalles del movimiento' });
    const lines = await within(dialog).findByRole('table', { name: 'Items del movimiento' });
    expect(within(lines).getByText('12.5')).toBeTruthy();
    expect(within(lines).getByText('SN-0001')).toBeTruthy();
    expect(within(dialog).getByText('Reposición de la sucursal')).toBeTruthy();
  });

  it('says why the list did not load, in the API’s words', async () => {
    answerApi({ 'GET /api/movimientos': apiError(400, 'La fecha de inicio no es válida') });
    renderScreen(<MovementsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('La fecha de inicio no es válida');
  });
});

describe('Items del movimiento (real React)', () => {
  it('shows the movement of the address with its warehouses and lines', async () => {
    answerApi({ 'GET /api/movimientos/m1': { movimiento: movimiento(), error: null } });
    renderScreen(<MovementItemsPage />, { path: '/ver-items-movimiento/:id', at: '/ver-items-movimiento/m1' });
    const lines = await screen.findByRole('table', { name: 'Items del movimiento' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Sucursal Manta')).toBeTruthy();
  });

  it('says so with the spec’s text when the movement cannot be read', async () => {
    answerApi({ 'GET /api/movimientos/nada': apiError(404, 'Movimiento no encontrado') });
    renderScreen(<MovementItemsPage />, { path: '/ver-items-movimiento/:id', at: '/ver-items-movimiento/nada' });
    expect((await screen.findByRole('alert')).textContent).toBe(MOVIMIENTO_ITEMS_ERROR_MESSAGE);
  });
});
