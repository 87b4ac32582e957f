import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AcceptDialog } from './AcceptDialog';

afterEach(cleanup);

describe('AcceptDialog (real React)', () => {
  it('opens with «Aceptar» focused: Enter, a click and Escape each accept', async () => {
    const user = userEvent.setup();
    let accepted = 0;
    render(
      <AcceptDialog title="Documento no recibido" open onAccept={() => accepted++}>
        <p>No se recibio el documento.</p>
      </AcceptDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Documento no recibido' });
    expect(dialog.textContent).toContain('No se recibio el documento.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aceptar' }));
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.keyboard('{Escape}');
    expect(accepted).toBe(3);
  });

  it('shows nothing while closed', () => {
    render(
      <AcceptDialog title="Sin productos" open={false} onAccept={() => undefined}>
        <p>Agregue productos.</p>
      </AcceptDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
