import {
  MOVIMIENTO_ERROR_MESSAGE,
  MOVIMIENTO_REGISTRADO_MESSAGE,
  productoYaEnMovimientoMessage,
} from '@facturador/shared/domain/movements';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, changes, json, signedInAs } from '../../test-support/api';
import { almacen, item, producto } from '../../test-support/catalogue';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { ERRORES_TITLE } from './components/ErrorsModal';
import { MovementFormPage } from './MovementFormPage';

// The movement's ids are checked as UUIDs before it is sent.
const BODEGA = '11111111-1111-4111-8111-111111111111';
const SUCURSAL = '22222222-2222-4222-8222-222222222222';
const ARROZ = '33333333-3333-4333-8333-333333333333';
const almacenes = [
  almacen({ _id: BODEGA }),
  almacen({ _id: SUCURSAL, nombre: 'Sucursal Manta' }),
  almacen({ _id: 'a3', nombre: 'Bodega Vieja', activo: false }),
];
const registrado = {
  movimiento: {
    _id: 'm1',
    tipo_movimiento: 'ENTRADA',
    origen: null,
    destino: { _id: BODEGA, nombre: 'Bodega Principal' },
    fecha: '2026-12-01T15:00:00.000Z',
    observacion: 'Compra a proveedor',
    documentoReferencia: null,
    usuario: 'carlos',
    items: [],
  },
  error: null,
};

signedInAs(administrador);

describe('Gestión de movimiento (real React)', () => {
  it('registers an ENTRADA of the inventoried products picked, once each', async () => {
    const sent = answerApi({
      'GET /api/almacenes': almacenes,
      'GET /api/productos': {
        productos: [
          producto({ _id: ARROZ }),
          producto({ _id: 'p9', nombre: 'Servicio de envío', inventariado: false }),
        ],
        error: null,
      },
      'POST /api/movimientos': registrado,
    });
    const user = renderScreen(<MovementFormPage />);
    expect(screen.queryByLabelText('Almacén de origen')).toBeNull();
    const destino = screen.getByLabelText('Almacén de destino');
    await within(destino).findByRole('option', { name: 'Sucursal Manta' });
    expect(within(destino).queryByRole('option', { name: 'Bodega Vieja' })).toBeNull();
    await user.selectOptions(destino, BODEGA);
    await user.type(screen.getByLabelText('Observación'), 'Compra a proveedor');

    await user.click(screen.getByRole('button', { name: 'Agregar productos' }));
    const picker = screen.getByRole('dialog', { name: 'Seleccionar productos' });
    await user.click(await within(picker).findByRole('button', { name: 'Agregar Arroz Flor 1 kg' }));
    expect(within(picker).queryByText('Servicio de envío')).toBeNull();
    await user.click(within(picker).getByRole('button', { name: 'Agregar Arroz Flor 1 kg' }));
    expect(within(picker).getByRole('alert').textContent).toBe(productoYaEnMovimientoMessage('Arroz Flor 1 kg'));
    await user.click(within(picker).getByRole('button', { name: 'Listo' }));

    const cantidad = screen.getByLabelText('Cantidad de Arroz Flor 1 kg');
    await user.clear(cantidad);
    await user.type(cantidad, '12.5');
    await user.click(screen.getByRole('button', { name: 'Registrar movimiento' }));
    expect((await screen.findByRole('dialog', { name: '¡Éxito!' })).textContent).toContain(
      MOVIMIENTO_REGISTRADO_MESSAGE,
    );
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/movimientos',
        body: {
          tipo_movimiento: 'ENTRADA',
          destino: BODEGA,
          observacion: 'Compra a proveedor',
          items: [{ producto_id: ARROZ, nombre: 'Arroz Flor 1 kg', cantidad: 12.5, detalle: '' }],
        },
      },
    ]);
  });

  it('a SALIDA checks the origin’s stock first and lists what the API refused in «Errores encontrados»', async () => {
    const refusal = 'El producto Arroz Flor 1 kg no tiene stock suficiente en Bodega Principal';
    const sent = answerApi({
      'GET /api/almacenes': almacenes,
      'GET /api/items': { items: [item({ producto_id: ARROZ, almacen_id: BODEGA })], error: null },
      'POST /api/movimientos': json(400, { error: { message: MOVIMIENTO_ERROR_MESSAGE, errores: [refusal] } }),
    });
    const user = renderScreen(<MovementFormPage />);
    await user.selectOptions(screen.getByLabelText('Tipo de movimiento'), 'SALIDA');
    expect(screen.queryByLabelText('Almacén de destino')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Agregar productos' }));
    const picker = screen.getByRole('dialog', { name: 'Seleccionar items' });
    expect(picker.textContent).toContain('Seleccione primero el almacén de origen para ver sus items disponibles.');
    await user.click(within(picker).getByRole('button', { name: 'Listo' }));

    const origen = screen.getByLabelText('Almacén de origen');
    await within(origen).findByRole('option', { name: 'Bodega Principal' });
    await user.selectOptions(origen, BODEGA);
    await user.click(screen.getByRole('button', { name: 'Agregar productos' }));
    await user.click(await screen.findByRole('button', { name: 'Agregar Arroz Flor 1 kg' }));
    await user.click(screen.getByRole('button', { name: 'Listo' }));
    await user.click(screen.getByRole('button', { name: 'Registrar movimiento' }));

    const errores = await screen.findByRole('dialog', { name: ERRORES_TITLE });
    expect(within(errores).getByText(refusal)).toBeTruthy();
    const items = sent.filter((request) => request.path === '/api/items').map((request) => request.query);
    expect(items).toEqual([
      { almacen: 'Bodega Principal', status: 'DISPONIBLE', limite: '5000' },
      { almacen: 'Bodega Principal', status: 'DISPONIBLE', limite: '5000' },
    ]);
    expect(changes(sent)).toMatchObject([{ method: 'POST', body: { tipo_movimiento: 'SALIDA', origen: BODEGA } }]);
    await user.click(within(errores).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
