import { ApiRequestError } from '@facturador/shared/api';
import { deleteCarrier, saveCarrier } from '@facturador/shared/api/carriers';
import { SERVICIO_NO_DISPONIBLE_MESSAGE } from '@facturador/shared/domain';
import {
  TRANSPORTISTA_CEDULA_INVALIDA_MESSAGE,
  TRANSPORTISTA_ELIMINADO_MESSAGE,
  type Transportista,
} from '@facturador/shared/domain/waybills';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, json, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { CarrierPicker } from './CarrierPicker';
import { useSavedCarriers } from './useSavedCarriers';

const pedro: Transportista = {
  _id: '6f1c2a52-1d5e-4c55-9a43-0b0f1d3c0a01',
  tipoIdentificacion: '05',
  identificacion: '1312456781',
  razonSocial: 'PEDRO ZAMBRANO',
  placa: 'MBA-1234',
};
const andrade: Transportista = {
  _id: '6f1c2a52-1d5e-4c55-9a43-0b0f1d3c0a02',
  tipoIdentificacion: '04',
  identificacion: '1312456781001',
  razonSocial: 'ANDRADE TRANSPORTES',
  placa: 'MAA-0001',
};

/** The picker as a guía dialog would hold it: the list from the API, the checkbox in its own state. */
function Guia({ picked, saves }: { picked: Transportista[]; saves: boolean[] }) {
  const { carriers, loading, error } = useSavedCarriers();
  const [save, setSave] = useState(false);
  return (
    <CarrierPicker
      carriers={carriers}
      loading={loading}
      error={error}
      onPick={(carrier) => picked.push(carrier)}
      save={save}
      onSaveChange={(next) => {
        saves.push(next);
        setSave(next);
      }}
    />
  );
}

const field = () => screen.getByLabelText<HTMLSelectElement>('Transportista guardado');
const optionTexts = () => Array.from(field().options).map((option) => option.textContent);

signedInAs(administrador);

describe('Transportista guardado (real React)', () => {
  it('lists the saved carriers as «razón social — placa» and hands over the one chosen', async () => {
    const sent = answerApi({ 'GET /api/transportistas': { transportistas: [andrade, pedro] } });
    const picked: Transportista[] = [];
    const user = renderScreen(<Guia picked={picked} saves={[]} />);
    expect(await screen.findByRole('option', { name: 'PEDRO ZAMBRANO — MBA-1234' })).toBeTruthy();
    expect(optionTexts()).toEqual([
      'Elija un transportista guardado',
      'ANDRADE TRANSPORTES — MAA-0001',
      'PEDRO ZAMBRANO — MBA-1234',
    ]);
    await user.selectOptions(field(), 'PEDRO ZAMBRANO — MBA-1234');
    expect(picked).toEqual([pedro]);
    expect(field().value).toBe(pedro._id);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/transportistas']);
  });

  it('«Guardar este transportista» is a checkbox the holder controls', async () => {
    answerApi({ 'GET /api/transportistas': { transportistas: [pedro] } });
    const saves: boolean[] = [];
    const user = renderScreen(<Guia picked={[]} saves={saves} />);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Guardar este transportista' });
    expect(checkbox.checked).toBe(false);
    await user.click(checkbox);
    expect(checkbox.checked).toBe(true);
    await user.click(checkbox);
    expect(checkbox.checked).toBe(false);
    expect(saves).toEqual([true, false]);
  });

  it('with nothing saved yet the field says so, and the checkbox still works', async () => {
    answerApi({ 'GET /api/transportistas': { transportistas: [] } });
    const saves: boolean[] = [];
    const user = renderScreen(<Guia picked={[]} saves={saves} />);
    expect(
      await screen.findByText('Marque «Guardar este transportista» al emitir y la próxima vez podrá elegirlo aquí.'),
    ).toBeTruthy();
    expect(field().disabled).toBe(true);
    expect(optionTexts()).toEqual(['Aún no hay transportistas guardados']);
    await user.click(screen.getByRole('checkbox', { name: 'Guardar este transportista' }));
    expect(saves).toEqual([true]);
  });

  it('shows the API’s refusal under the field', async () => {
    answerApi({ 'GET /api/transportistas': apiError(503, SERVICIO_NO_DISPONIBLE_MESSAGE) });
    renderScreen(<Guia picked={[]} saves={[]} />);
    expect(await screen.findByText(SERVICIO_NO_DISPONIBLE_MESSAGE)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('The /api/transportistas client', () => {
  it('saves the carrier trimmed, with the placa upper-cased', async () => {
    const sent = answerApi({ 'POST /api/transportistas': json(201, { transportista: pedro }) });
    const saved = await saveCarrier({
      tipoIdentificacion: '05',
      identificacion: ' 1312456781 ',
      razonSocial: 'PEDRO ZAMBRANO ',
      placa: ' mba-1234',
    });
    expect(saved).toEqual(pedro);
    expect(changes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/transportistas',
        body: {
          tipoIdentificacion: '05',
          identificacion: '1312456781',
          razonSocial: 'PEDRO ZAMBRANO',
          placa: 'MBA-1234',
        },
      },
    ]);
  });

  it('refuses a cédula that fails the módulo 10 check without sending it', async () => {
    const sent = answerApi({});
    const refused = saveCarrier({
      tipoIdentificacion: '05',
      identificacion: '1712345678',
      razonSocial: 'X',
      placa: 'A',
    });
    await expect(refused).rejects.toThrow(new ApiRequestError(TRANSPORTISTA_CEDULA_INVALIDA_MESSAGE, 0));
    expect(sent).toEqual([]);
  });

  it('deletes one and gives the API’s message, or its refusal', async () => {
    const sent = answerApi({
      [`DELETE /api/transportistas/${pedro._id}`]: { message: TRANSPORTISTA_ELIMINADO_MESSAGE },
      [`DELETE /api/transportistas/${andrade._id}`]: apiError(
        404,
        'El transportista no existe o no es de esta empresa.',
      ),
    });
    expect(await deleteCarrier(pedro._id)).toBe(TRANSPORTISTA_ELIMINADO_MESSAGE);
    await expect(deleteCarrier(andrade._id)).rejects.toThrow('El transportista no existe o no es de esta empresa.');
    expect(changes(sent).map(({ method, path }) => `${method} ${path}`)).toEqual([
      `DELETE /api/transportistas/${pedro._id}`,
      `DELETE /api/transportistas/${andrade._id}`,
    ]);
  });
});
