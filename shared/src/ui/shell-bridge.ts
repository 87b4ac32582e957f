import { atom } from 'jotai';

/**
 * State the shell's layout and an area share beyond the session (both read it through `sessionStore`,
 * the one jotai store; `@facturador/shared/ui` is a singleton, so this atom is one for all).
 *
 * Whether the small-screen area menu is open: the shell header's "Abrir menú" button toggles it,
 * the admin area's sidebar shows and closes it.
 */
export const menuOpenAtom = atom(false);
