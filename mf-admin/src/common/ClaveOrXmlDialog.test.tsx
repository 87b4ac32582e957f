import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClaveOrXml, ClaveOrXmlDialog } from './ClaveOrXmlDialog';

afterEach(cleanup);

function renderDialog(register: (given: ClaveOrXml) => Promise<string>, registered: string[] = []) {
  render(
    <ClaveOrXmlDialog
      title="Registrar documento"
      claveHint="Los 49 dígitos."
      missingMessage="Escriba la clave de acceso o elija el archivo XML"
      register={register}
      saveError="No se pudo registrar"
      savingLabel="Consultando al SRI..."
      onClose={() => undefined}
      onRegistered={(value) => registered.push(value)}
    >
      {({ claveAcceso, archivo }) => <p>{claveAcceso || archivo ? 'dado' : 'nada'}</p>}
    </ClaveOrXmlDialog>,
  );
}

describe('Registrar por clave de acceso o XML (real React)', () => {
  it('with nothing given it says so and registers nothing', async () => {
    const sent: ClaveOrXml[] = [];
    renderDialog(async (given) => {
      sent.push(given);
      return 'ok';
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Registrar' }));
    expect(screen.getByText('Escriba la clave de acceso o elija el archivo XML')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the clave without its spaces and hands back what was registered', async () => {
    const user = userEvent.setup();
    const sent: ClaveOrXml[] = [];
    const registered: string[] = [];
    renderDialog(async (given) => {
      sent.push(given);
      return 'registrada';
    }, registered);
    await user.type(screen.getByLabelText(/Clave de acceso/), '1234 5678');
    expect(screen.getByText('dado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(sent).toEqual([{ claveAcceso: '12345678', archivo: null }]);
    expect(registered).toEqual(['registrada']);
  });

  it("shows the failure (its own message, else the dialog's) and lets the user try again", async () => {
    const user = userEvent.setup();
    const failures = [new Error('La clave de acceso no existe en el SRI'), new Error('')];
    renderDialog(async () => {
      throw failures.shift();
    });
    await user.type(screen.getByLabelText(/Clave de acceso/), '1');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('La clave de acceso no existe en el SRI')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('No se pudo registrar')).toBeTruthy();
  });
});
