import type { UserInfo } from '@facturador/shared/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeferredDialogs as Dialogs, DeferredEntryPicker as Picker } from './deferred-dialogs';

afterEach(cleanup);

// Each test gets the module afresh: a lazy component, once loaded, stays loaded for the whole file.
let DeferredDialogs: typeof Dialogs;
let DeferredEntryPicker: typeof Picker;
beforeEach(async () => {
  vi.resetModules();
  ({ DeferredDialogs, DeferredEntryPicker } = await import('./deferred-dialogs'));
});

type Props = ComponentProps<typeof Dialogs>;
type Submit = Props['submit']['counter']['submit'];

function props({ infoOpen = false, dialog = null }: { infoOpen?: boolean; dialog?: Submit['dialog'] } = {}): Props {
  const submit = {
    dialog,
    detail: null,
    sending: false,
    total: 12.5,
    submit: () => undefined,
    confirm: async () => undefined,
    resend: async () => undefined,
    close: () => undefined,
  } as unknown as Submit;
  return {
    info: { open: infoOpen, rows: [], maxRows: 14, onClose: () => undefined, onSave: () => undefined },
    submit: {
      user: { usuario: 'demo' } as UserInfo,
      counter: {
        submit,
        lastReceipt: null,
        onReceivedClosed: () => undefined,
        printAgain: async () => ({ ok: true, message: '' }),
      },
      ambiente: 1,
    },
  } as Props;
}

describe('DeferredDialogs (real React)', () => {
  it('holds nothing on the page before the clerk is at work and no dialog is open', () => {
    const { container } = render(<DeferredDialogs {...props()} />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the confirmation the submit flow asks for, its code downloaded on demand', async () => {
    render(<DeferredDialogs {...props({ dialog: 'confirmar' })} />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar emisión' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('$ 12.50');
  });

  it('opens «Información adicional» with its first field', async () => {
    render(<DeferredDialogs {...props({ infoOpen: true })} />);
    await screen.findByRole('dialog', { name: 'Información adicional' }, { timeout: 5000 });
    expect(screen.getByLabelText('Nombre')).toBeTruthy();
  });

  it("starts the dialogs' code on the clerk's first key: a dialog opened later shows at once", async () => {
    const { rerender } = render(<DeferredDialogs {...props()} />);
    fireEvent.keyDown(document.body, { key: 'a' });
    await act(async () => {
      await import('../features/additional-info/components/AdditionalInfoDialog');
      await import('./CounterSubmit');
    });
    // No waiting here: without that first key, the dialog would still be on its way.
    act(() => rerender(<DeferredDialogs {...props({ infoOpen: true })} />));
    expect(screen.getByRole('dialog', { name: 'Información adicional' })).toBeTruthy();
  });

  it('without that first key, a dialog waits for its code (the check above can fail)', () => {
    render(<DeferredDialogs {...props({ infoOpen: true })} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('DeferredEntryPicker (real React)', () => {
  const picker = (open: boolean): ComponentProps<typeof Picker> => ({
    open,
    onClose: () => undefined,
    products: [],
    productsLoading: false,
    items: [],
    itemsLoading: false,
    usarInventario: true,
    almacenSelected: true,
    lines: [],
    onChoose: () => undefined,
    focusQuantity: () => undefined,
  });

  it('is not on the page until the clerk is at work, and opens «Buscar producto» when asked', async () => {
    const { container, rerender } = render(<DeferredEntryPicker {...picker(false)} />);
    expect(container.innerHTML).toBe('');
    rerender(<DeferredEntryPicker {...picker(true)} />);
    expect(await screen.findByRole('dialog', { name: 'Buscar producto' }, { timeout: 5000 })).toBeTruthy();
  });

  it('opens at once once the first key has brought its code', async () => {
    const { rerender } = render(<DeferredEntryPicker {...picker(false)} />);
    fireEvent.pointerDown(document.body);
    await act(async () => {
      await import('./EntryPicker');
    });
    act(() => rerender(<DeferredEntryPicker {...picker(true)} />));
    expect(screen.getByRole('dialog', { name: 'Buscar producto' })).toBeTruthy();
  });
});
