import type { KeyboardEvent } from 'react';

/** Moves focus between the list's buttons with the arrow keys; above the first one is the search box. */
export function onOptionKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const dialog = event.currentTarget.closest('[data-dialog-wide]');
  const buttons = [...(dialog?.querySelectorAll<HTMLButtonElement>('button[data-option]') ?? [])];
  const index = buttons.indexOf(event.currentTarget);
  const nextIndex = event.key === 'ArrowDown' ? Math.min(index + 1, buttons.length - 1) : index - 1;
  event.preventDefault();
  if (nextIndex < 0) dialog?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  else buttons[nextIndex]?.focus();
}

export const optionClass =
  'flex w-full items-center gap-3 rounded-lg border border-transparent px-3 py-2.5 text-left hover:border-blue-200 ' +
  'hover:bg-blue-50 focus:border-blue-600 focus:bg-blue-50 focus:outline-none';
