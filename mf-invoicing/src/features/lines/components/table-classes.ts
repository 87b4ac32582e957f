/** On small screens each cell shows its own label; on large ones the column header does. */
export const cellLabelClass = 'mb-1 block text-xs font-semibold text-slate-600 lg:sr-only';
export const cellClass = 'block px-1 py-1 lg:table-cell lg:py-2 lg:align-top';
export const lineCellClass =
  'flex justify-between gap-3 px-1 py-0.5 before:font-semibold before:text-slate-500 before:content-[attr(data-label)] ' +
  'lg:table-cell lg:px-2 lg:py-2 lg:align-top lg:before:content-none';
