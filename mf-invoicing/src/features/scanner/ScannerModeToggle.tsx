import { ToggleField } from '@facturador/shared/ui';

/** The scanner mode switch, with what it does in one line. */
export function ScannerModeToggle({ enabled, onToggle }: { enabled: boolean; onToggle: (next: boolean) => void }) {
  return (
    <ToggleField
      label="Modo escáner"
      hint="Enter en Código agrega el producto registrado al instante."
      checked={enabled}
      onChange={onToggle}
    />
  );
}
