import type { ReactNode } from 'react';

/** A data table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function Table({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    // Focusable and named (axe scrollable-region-focusable): a keyboard user scrolls it too. A group, not a
    // landmark: the panel around a table often bears the same name (axe landmark-unique).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this only scrolls a table.
    <div
      role="group"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-4 py-3 align-middle text-slate-700';
