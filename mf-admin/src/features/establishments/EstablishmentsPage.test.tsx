import {
  establecimientoDuplicadoMessage,
  SECUENCIAL_AGOTADO_LABEL,
  secuencialYaEmitidoMessage,
} from '@facturador/shared/domain/settings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { administrador, establecimiento, puntoEmision, siguienteDesde } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { EstablishmentsPage } from './EstablishmentsPage';

const matriz = establecimiento({
  puntos: [
    puntoEmision({
      siguiente: siguienteDesde({ factura: { pruebas: 1503, produccion: null } }),
    }),
  ],
});
const sucursal = establecimiento({ _id: 'e2', codigo: '002', nombreComercial: 'Sucursal Manta', puntos: [] });

signedInAs(administrador);

describe('Establecimientos (real React)', () => {
  it('shows each establishment with its points and the number each document will carry next', async () => {
    answerApi({ 'GET /api/establecimientos': { establecimientos: [matriz, sucursal] } });
    renderScreen(<EstablishmentsPage />);
    expect(await screen.findByRole('article', { name: 'Establecimiento 001' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Establecimiento 002 · Sucursal Manta' })).toBeTruthy();
    const puntos = screen.getByRole('table', { name: 'Puntos de emisión del establecimiento 001' });
    const headers = within(puntos)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(2, 4)).toEqual(['Sig. factura (PRUEBAS)', 'Sig. factura (PRODUCCIÓN)']);
    const [, punto] = within(puntos).getAllByRole('row');
    const cells = within(punto!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(2, 4)).toEqual(['1503', SECUENCIAL_AGOTADO_LABEL]);
  });

  it('adds an establishment: checks the code, shows the API’s refusal, then lists it', async () => {
    const sent = answerApi({
      'GET /api/establecimientos': inTurn({ establecimientos: [matriz] }, { establecimientos: [matriz, sucursal] }),
      'POST /api/establecimientos': inTurn(apiError(409, establecimientoDuplicadoMessage('001')), {
        establecimiento: sucursal,
      }),
    });
    const user = renderScreen(<EstablishmentsPage />);
    await screen.findByRole('article', { name: 'Establecimiento 001' });
    await user.click(screen.getByRole('button', { name: 'Agregar establecimiento' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo establecimiento' });
    await user.type(within(dialog).getByLabelText('Código'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar establecimiento' }));
    expect(within(dialog).getByText('El código debe tener 3 dígitos, de 001 a 999')).toBeTruthy();
    expect(changes(sent)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Código'));
    await user.type(within(dialog).getByLabelText('Código'), '001');
    await user.type(within(dialog).getByLabelText('Dirección'), 'Malecón de Manta');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar establecimiento' }));
    expect(await within(dialog).findByText(establecimientoDuplicadoMessage('001'))).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Código'));
    await user.type(within(dialog).getByLabelText('Código'), '002');
    await user.type(within(dialog).getByLabelText('Nombre comercial'), 'Sucursal Manta');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar establecimiento' }));
    expect(await screen.findByRole('article', { name: 'Establecimiento 002 · Sucursal Manta' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes(sent).at(-1)).toEqual({
      method: 'POST',
      path: '/api/establecimientos',
      body: { codigo: '002', direccion: 'Malecón de Manta', nombreComercial: 'Sucursal Manta', activo: true },
    });
  });

  it('edits a point: sends only the number that changed and shows why the API refused it', async () => {
    const refusal = secuencialYaEmitidoMessage('factura', 'PRUEBAS', 1502);
    const sent = answerApi({
      'GET /api/establecimientos': { establecimientos: [matriz] },
      'PUT /api/puntos/p1': apiError(409, refusal),
    });
    const user = renderScreen(<EstablishmentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Editar punto de emisión 001-001' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar punto de emisión 001-001' });
    const factura = within(dialog).getByLabelText('Siguiente factura (PRUEBAS)') as HTMLInputElement;
    expect(factura.value).toBe('1503');
    await user.clear(factura);
    await user.type(factura, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar punto de emisión' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(changes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/puntos/p1',
        body: { codigo: '001', activo: true, siguiente: { factura: { pruebas: 1500 } } },
      },
    ]);
  });
});
