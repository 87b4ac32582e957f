/**
 * The one look of buttons, fields and labels across the shell and the areas. Each app's Tailwind build
 * scans this folder (`@source "../../shared/src/ui"` in its styles.css), so these classes are generated
 * in every app. Fixed heights keep rows from jumping when a field is disabled or shows a value.
 */
export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** Border, colours, focus ring and disabled look of every text control (selects count as read-only: not greyed); height and padding come per kind. */
const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 [&:is(input):read-only]:bg-slate-50';

/** Inputs and selects. */
export const inputClass = `h-10 px-3 ${controlClass}`;
export const textAreaClass = `px-3 py-2 ${controlClass}`;

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButtonClass = `${buttonBase} bg-blue-600 text-white shadow-sm hover:bg-blue-700 focus-visible:ring-blue-600`;
export const secondaryButtonClass = `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-blue-600`;
export const dangerButtonClass = `${buttonBase} bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:ring-red-600`;
/** Row actions in tables and lists. */
export const smallButtonClass =
  'inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs ' +
  'font-medium text-slate-700 transition hover:bg-slate-50 focus:outline-none focus-visible:ring-2 ' +
  'focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-50';
