import { formatFechaSri } from '@facturador/shared/domain';
import type { Movement } from '@facturador/shared/domain/movements';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, type SentRequest, signedInAs } from '../../../test-support/api';
import { administrador, establecimiento } from '../../../test-support/company';
import { claveDe } from '../../../test-support/documents';
import { renderScreen } from '../../../test-support/render';
import { MovementsPage } from '../MovementsPage';

const GUIA = claveDe('06', '000000007');
const hoy = formatFechaSri(new Date());

/** 12.5 kg of rice and two serial phones moved from Bodega Principal to Sucursal Manta. */
const traslado = (extra: Partial<Movement> = {}): Movement => ({
  _id: '7d1c2b9e-3f4a-4c1d-9e8f-0a1b2c3d4e5f',
  tipo_movimiento: 'TRASLADO',
  origen: { _id: 'a1', nombre: 'Bodega Principal' },
  destino: { _id: 'a2', nombre: 'Sucursal Manta' },
  fecha: '2026-12-01T15:30:00.000Z',
  observacion: '',
  documentoReferencia: null,
  usuario: 'carlos',
  items: [
    {
      _id: 'l1',
      nombre: 'Arroz Flor 1 kg',
      cantidad: 12.5,
      numero_serie: null,
      producto_id: 'p1',
      codigo: 'ARR-1',
      item_id: null,
      detalle: '',
    },
    {
      _id: 'l2',
      nombre: 'Teléfono A15',
      cantidad: 1,
      numero_serie: 'SN-1',
      producto_id: 'p2',
      codigo: 'CEL-A15',
      item_id: 'i1',
      detalle: '',
    },
    {
      _id: 'l3',
      nombre: 'Teléfono A15',
      cantidad: 1,
      numero_serie: 'SN-2',
      producto_id: 'p2',
      codigo: 'CEL-A15',
      item_id: 'i2',
      detalle: '',
    },
  ],
  ...extra,
});
const almacen = (id: string, nombre: string, direccion: string, ciudad: string) => ({
  _id: id,
  nombre,
  direccion,
  ciudad,
  responsable: 'Carlos',
  telefono: '',
  activo: true,
});

const routes = (movimientos: Movement[]) => ({
  'GET /api/movimientos': { movimientos, siguienteCursor: null, error: null },
  'GET /api/almacenes': [
    almacen('a1', 'Bodega Principal', 'Av. Manabí y Calle Olmedo', 'Portoviejo'),
    almacen('a2', 'Sucursal Manta', 'Av. Flavio Reyes y Calle 20', 'Manta'),
  ],
  'GET /api/establecimientos': {
    establecimientos: [
      establecimiento(),
      establecimiento({ _id: 'e2', codigo: '002', direccion: 'Av. Flavio Reyes, Manta' }),
    ],
  },
});
const guias = (sent: SentRequest[]) => sent.filter((request) => request.path === '/api/guias-remision');

signedInAs(() => administrador({ empresa: undefined }));

async function openDialog() {
  const user = renderScreen(<MovementsPage />);
  await user.click(await screen.findByRole('button', { name: 'Emitir guía de remisión' }));
  const dialog = screen.getByRole('dialog', { name: 'Guía de remisión' });
  await within(dialog).findByLabelText('Dirección de partida');
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  return { user, dialog, field };
}

describe('«Emitir guía de remisión» on a TRASLADO (real React)', () => {
  it('is offered on TRASLADO movements only, which list the guías issued for them', async () => {
    answerApi({
      ...routes([
        traslado({ guiasRemision: [{ claveAcceso: GUIA, numero: '001-001-000000007', estado: 'AUTORIZADA' }] }),
        traslado({ _id: 'm2', tipo_movimiento: 'ENTRADA', origen: null }),
      ]),
    });
    renderScreen(<MovementsPage />);
    expect(await screen.findAllByRole('button', { name: 'Emitir guía de remisión' })).toHaveLength(1);
    const listed = screen.getByRole('list', { name: 'Guías de remisión' });
    expect(listed.textContent).toBe('Guía de remisión 001-001-000000007 · AUTORIZADA');
  });

  it('starts from the movement, posts it with the movement’s id and says the outcome', async () => {
    const sent = answerApi({
      ...routes([traslado()]),
      'POST /api/guias-remision': { claveAcceso: GUIA, estado: 'RECIBIDA', SRI: { estado: 'RECIBIDA', mensajes: [] } },
    });
    const { user, dialog, field } = await openDialog();
    expect(dialog.textContent).toContain('Lleva la mercadería del traslado de Bodega Principal a Sucursal Manta.');
    expect(dialog.textContent).toContain('Recibe la propia empresa: ZAMBRANO MENDOZA CARLOS ANDRES (1312456781001).');
    expect(field('Dirección de partida').value).toBe('Av. Manabí y Calle Olmedo, Portoviejo');
    expect(field('Dirección del destinatario').value).toBe('Av. Flavio Reyes y Calle 20, Manta');
    expect(field('Motivo del traslado').value).toBe('Traslado entre establecimientos propios');
    expect(field('Fecha de inicio del transporte').value).toBe(hoy);
    expect(field('Cantidad de Arroz Flor 1 kg').value).toBe('12.5');
    expect(field('Cantidad de Teléfono A15').value).toBe('2');
    await user.selectOptions(field('Establecimiento de destino'), '002');
    await user.type(field('Identificación del transportista'), '1790012344001');
    await user.type(field('Razón social del transportista'), 'TRANSPORTES MANABÍ S.A.');
    await user.type(field('Placa'), 'MBA-1234');
    await user.click(within(dialog).getByRole('button', { name: 'Emitir guía de remisión' }));
    expect(dialog.textContent).toContain(
      'Confirmar emisión de la guía de remisión del traslado de Bodega Principal a Sucursal Manta.',
    );
    expect(dialog.textContent).toContain('Ambiente: PRODUCCIÓN');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect((await within(dialog).findByRole('status')).textContent).toContain('Documento enviado con exito');
    expect(guias(sent).map((request) => request.body)).toEqual([
      {
        dirPartida: 'Av. Manabí y Calle Olmedo, Portoviejo',
        transportista: {
          tipoIdentificacion: '04',
          identificacion: '1790012344001',
          razonSocial: 'TRANSPORTES MANABÍ S.A.',
        },
        placa: 'MBA-1234',
        fechaIniTransporte: hoy,
        fechaFinTransporte: hoy,
        destinatarios: [
          {
            identificacion: '1312456781001',
            razonSocial: 'ZAMBRANO MENDOZA CARLOS ANDRES',
            direccion: 'Av. Flavio Reyes y Calle 20, Manta',
            email: '',
            motivoTraslado: 'Traslado entre establecimientos propios',
            codEstabDestino: '002',
            ruta: '',
            detalles: [
              { codigoInterno: 'ARR-1', descripcion: 'Arroz Flor 1 kg', cantidad: 12.5 },
              { codigoInterno: 'CEL-A15', descripcion: 'Teléfono A15', cantidad: 2 },
            ],
          },
        ],
        ambiente: 2,
        movimientoId: traslado()._id,
      },
    ]);
  });

  it('a saved carrier fills the transport; «Guardar este transportista» saves the typed one once the guía is issued', async () => {
    const guardado = {
      _id: '5b0f1c7e-8a2d-4e3f-9c1b-2d3e4f5a6b7c',
      tipoIdentificacion: '05' as const,
      identificacion: '1710034065',
      razonSocial: 'PEDRO LOOR',
      placa: 'MBA-0001',
    };
    const sent = answerApi({
      ...routes([traslado()]),
      'GET /api/transportistas': { transportistas: [guardado] },
      'POST /api/transportistas': {
        transportista: { ...guardado, _id: '6c1f2d8e-9b3e-4f4a-8d2c-3e4f5a6b7c8d', placa: 'MBC-2222' },
      },
      'POST /api/guias-remision': { claveAcceso: GUIA, estado: 'RECIBIDA', SRI: { estado: 'RECIBIDA', mensajes: [] } },
    });
    const { user, dialog, field } = await openDialog();
    await within(dialog).findByRole('option', { name: 'PEDRO LOOR — MBA-0001' });
    await user.selectOptions(field('Transportista guardado'), guardado._id);
    expect(field('Tipo de identificación del transportista').value).toBe('05');
    expect(field('Identificación del transportista').value).toBe('1710034065');
    expect(field('Razón social del transportista').value).toBe('PEDRO LOOR');
    expect(field('Placa').value).toBe('MBA-0001');
    await user.clear(field('Placa'));
    await user.type(field('Placa'), 'MBC-2222');
    await user.click(within(dialog).getByLabelText('Guardar este transportista'));
    await user.click(within(dialog).getByRole('button', { name: 'Emitir guía de remisión' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    expect(await within(dialog).findByText('Transportista guardado: la próxima guía puede elegirlo.')).toBeTruthy();
    const writes = sent.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(writes).toEqual(['/api/guias-remision', '/api/transportistas']);
    expect(sent.find((request) => request.path === '/api/transportistas' && request.method === 'POST')?.body).toEqual({
      tipoIdentificacion: '05',
      identificacion: '1710034065',
      razonSocial: 'PEDRO LOOR',
      placa: 'MBC-2222',
    });
  });

  it('lets who may not list the establishments type the destination’s code', async () => {
    answerApi({
      ...routes([traslado()]),
      'GET /api/establecimientos': apiError(403, 'No tiene permiso para administrar'),
    });
    const { field } = await openDialog();
    expect(field('Establecimiento de destino').tagName).toBe('INPUT');
    expect(field('Establecimiento de destino').value).toBe('001');
  });
});
