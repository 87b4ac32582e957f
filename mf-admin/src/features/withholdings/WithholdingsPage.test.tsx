import {
  RETENCION_DUPLICADA_MESSAGE,
  RETENCION_FALTA_MOTIVO_MESSAGE,
  type RetencionRecibida,
} from '@facturador/shared/domain/withholdings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { WithholdingsPage } from './WithholdingsPage';

const ID = '44444444-4444-4444-8444-444444444444';
const CLAVE = '2011202607179214673900120010010000000451234567811';
const factura = { claveAcceso: '1'.repeat(49), numero: '001-001-000000123', fechaEmision: '2026-11-15' };
const retencion: RetencionRecibida = {
  id: ID,
  claveAcceso: CLAVE,
  numero: '001-001-000000045',
  fechaEmision: '2026-11-20',
  periodoFiscal: '11/2026',
  identificacionAgente: '1792146739001',
  razonSocialAgente: 'ANDINA S.A.',
  numeroAutorizacion: CLAVE,
  fechaAutorizacion: '2026-11-20T10:00:00-05:00',
  origen: 'clave',
  totalRenta: 2,
  totalIva: 4.5,
  creadoEn: '2026-11-21T15:00:00.000Z',
  lineas: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      impuesto: 'renta',
      codigo: '312',
      baseImponible: 100,
      porcentaje: 2,
      valor: 2,
      documentoId: '66666666-6666-4666-8666-666666666666',
      factura,
    },
    {
      id: '77777777-7777-4777-8777-777777777777',
      impuesto: 'iva',
      codigo: '1',
      baseImponible: 15,
      porcentaje: 30,
      valor: 4.5,
      documentoId: '66666666-6666-4666-8666-666666666666',
      factura,
    },
  ],
};

signedInAs(administrador);

describe('Retenciones recibidas (real React)', () => {
  it('lists the retenciones of the period chosen and shows one’s lines', async () => {
    const sent = answerApi({ 'GET /api/retenciones-recibidas': { retenciones: [retencion] } });
    const user = renderScreen(<WithholdingsPage />);
    const table = await screen.findByRole('table', { name: 'Retenciones recibidas' });
    const [, fila] = within(table).getAllByRole('row');
    expect(
      within(fila!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20/11/2026', '001-001-000000045', 'ANDINA S.A.', '001-001-000000123', '$ 2.00', '$ 4.50', 'Ver']);

    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await waitFor(() => expect(sent.at(-1)?.query).toEqual({ desde: '2026-11-01' }));

    await user.click(screen.getByRole('button', { name: 'Ver retención 001-001-000000045' }));
    const dialog = screen.getByRole('dialog', { name: 'Retención 001-001-000000045' });
    const lineas = within(dialog).getByRole('table', { name: 'Líneas de la retención 001-001-000000045' });
    expect(within(lineas).getByText('Renta')).toBeTruthy();
    expect(within(lineas).getByText('30 %')).toBeTruthy();
    expect(within(dialog).getByText('El SRI (clave de acceso)')).toBeTruthy();
  });

  it('deletes a retención only with a reason, and lists the period again', async () => {
    const sent = answerApi({
      'GET /api/retenciones-recibidas': inTurn({ retenciones: [retencion] }, { retenciones: [] }),
      [`DELETE /api/retenciones-recibidas/${ID}`]: { id: ID },
    });
    const user = renderScreen(<WithholdingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Ver retención 001-001-000000045' }));
    const dialog = screen.getByRole('dialog', { name: 'Retención 001-001-000000045' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar retención' }));
    expect(within(dialog).getByText(RETENCION_FALTA_MOTIVO_MESSAGE)).toBeTruthy();
    expect(changes(sent)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Motivo de la eliminación/), 'Registrada dos veces');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar retención' }));
    expect(await screen.findByText('No hay retenciones recibidas en este período.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes(sent)).toEqual([
      { method: 'DELETE', path: `/api/retenciones-recibidas/${ID}`, body: { motivo: 'Registrada dos veces' } },
    ]);
  });

  it('registers one by its clave de acceso, showing the API’s refusal first', async () => {
    const sent = answerApi({
      'GET /api/retenciones-recibidas': inTurn({ retenciones: [] }, { retenciones: [retencion] }),
      'POST /api/retenciones-recibidas': inTurn(apiError(409, RETENCION_DUPLICADA_MESSAGE), retencion),
    });
    const user = renderScreen(<WithholdingsPage />);
    await screen.findByText('No hay retenciones recibidas en este período.');
    await user.click(screen.getByRole('button', { name: 'Registrar retención' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar retención recibida' });
    await user.type(within(dialog).getByLabelText(/Clave de acceso/), CLAVE);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText(RETENCION_DUPLICADA_MESSAGE)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('dialog', { name: 'Retención 001-001-000000045' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Retenciones recibidas' })).toBeTruthy();
    expect(changes(sent)).toEqual([
      { method: 'POST', path: '/api/retenciones-recibidas', body: { claveAcceso: CLAVE } },
      { method: 'POST', path: '/api/retenciones-recibidas', body: { claveAcceso: CLAVE } },
    ]);
  });

  it('opens the retención named in ?ver= (from an invoice’s card)', async () => {
    answerApi({
      'GET /api/retenciones-recibidas': { retenciones: [] },
      [`GET /api/retenciones-recibidas/${ID}`]: retencion,
    });
    const user = renderScreen(<WithholdingsPage />, { path: '/retenciones', at: `/retenciones?ver=${ID}` });
    const dialog = await screen.findByRole('dialog', { name: 'Retención 001-001-000000045' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
