/** Admin-only class names (cards, links); buttons and fields come from @facturador/shared/ui. */
export const cardClass = 'rounded-xl border border-slate-200 bg-white shadow-sm';
export const linkClass = 'font-medium text-blue-700 underline-offset-2 hover:underline';
