import { CLAVE_ACTUAL_INCORRECTA_MESSAGE, CLAVE_CAMBIADA_MESSAGE } from '@facturador/shared/domain/settings';
import { CLAVES_NO_COINCIDEN_MESSAGE } from '@facturador/shared/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, apiError, changes, inTurn, signedInAs } from '../../test-support/api';
import { administrador } from '../../test-support/company';
import { renderScreen } from '../../test-support/render';
import { ChangePasswordPage } from './ChangePasswordPage';

signedInAs(administrador);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Cambiar contraseña (real React)', () => {
  it('checks the repeated password, shows the API’s refusal, then says it changed and clears the form', async () => {
    const sent = answerApi({
      'PUT /api/user/clave': inTurn(apiError(400, CLAVE_ACTUAL_INCORRECTA_MESSAGE), {
        message: CLAVE_CAMBIADA_MESSAGE,
      }),
    });
    const user = renderScreen(<ChangePasswordPage />);
    await user.type(field('Contraseña actual'), 'vieja-clave-1');
    await user.type(field('Nueva contraseña'), 'nueva-clave-2026');
    await user.type(field('Repetir nueva contraseña'), 'nueva-clave-2027');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(screen.getByText(CLAVES_NO_COINCIDEN_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(field('Repetir nueva contraseña'));
    await user.type(field('Repetir nueva contraseña'), 'nueva-clave-2026');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(CLAVE_ACTUAL_INCORRECTA_MESSAGE)).toBeTruthy();
    expect(field('Nueva contraseña').value).toBe('nueva-clave-2026');

    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect((await screen.findByRole('status')).textContent).toBe(CLAVE_CAMBIADA_MESSAGE);
    expect(screen.queryByText(CLAVE_ACTUAL_INCORRECTA_MESSAGE)).toBeNull();
    expect(field('Contraseña actual').value).toBe('');
    const body = { actual: 'vieja-clave-1', nueva: 'nueva-clave-2026' };
    expect(changes(sent)).toEqual([
      { method: 'PUT', path: '/api/user/clave', body },
      { method: 'PUT', path: '/api/user/clave', body },
    ]);
  });
});
