/**
 * Class names shared by every feature of this area, so fields and buttons look and focus alike.
 * Fixed heights keep rows from jumping when a field is disabled or shows a value.
 */
export const labelClass = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600';

export const inputClass =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50';

export const compactInputClass =
  'block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 ' +
  'focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 read-only:bg-slate-50';

const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButtonClass = `${buttonBase} bg-blue-600 text-white hover:bg-blue-700 focus-visible:ring-blue-600`;
export const secondaryButtonClass = `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-blue-600`;
export const dangerButtonClass = `${buttonBase} bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-600`;

export const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5';
export const sectionTitleClass = 'text-base font-semibold text-slate-900';
