import { secondaryButtonClass } from '@facturador/shared/ui';
import type { ComponentProps } from 'react';
import { ItemsTable } from '../features/lines/components/ItemsTable';
import { ScannerModeToggle } from '../features/scanner/ScannerModeToggle';
import { cardClass, sectionTitleClass } from '../ui/styles';

type ItemsSectionProps = Omit<ComponentProps<typeof ItemsTable>, 'scannerMode'> & {
  titleId: string;
  scanner: { enabled: boolean; toggle: (next: boolean) => void };
  infoCount: number;
  onSearch: () => void;
  onInfo: () => void;
};

/** 'Lista de items' (spec 01 §2): the scanner switch, 'Buscar producto', 'Info adicional' and the table. */
export function ItemsSection({ titleId, scanner, infoCount, onSearch, onInfo, ...table }: ItemsSectionProps) {
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className={sectionTitleClass}>
          Lista de items
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ScannerModeToggle enabled={scanner.enabled} onToggle={scanner.toggle} />
          <button type="button" className={secondaryButtonClass} onClick={onSearch}>
            <SearchIcon /> Buscar producto
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onInfo}>
            Info adicional
            {infoCount ? (
              <span aria-hidden="true" className="rounded-full bg-blue-100 px-2 text-xs text-blue-800">
                {infoCount}
              </span>
            ) : null}
          </button>
        </div>
      </div>
      <ItemsTable scannerMode={scanner.enabled} {...table} />
    </section>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4 4" strokeLinecap="round" />
    </svg>
  );
}
