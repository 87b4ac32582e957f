/** Invoicing-only class names (the items table's compact fields, cards); buttons and fields come from @facturador/shared/ui. */
export const compactInputClass =
  'block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 ' +
  'focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 read-only:bg-slate-50';

export const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5';
export const sectionTitleClass = 'text-base font-semibold text-slate-900';
