import type { Ambiente } from '@facturador/shared/domain';
import { ambienteMostradoTexto, VER_PRUEBAS_LABEL } from '@facturador/shared/domain/reports';
import { ToggleField } from '@facturador/shared/ui';

/** «Ver ambiente de PRUEBAS», saying under it which ambiente the figures on screen are of. */
export function AmbienteSwitch({
  shown,
  onChange,
  className,
}: {
  shown: Ambiente;
  onChange: (ambiente: Ambiente) => void;
  className?: string;
}) {
  return (
    <ToggleField
      label={VER_PRUEBAS_LABEL}
      hint={ambienteMostradoTexto(shown)}
      checked={shown === 1}
      onChange={(pruebas) => onChange(pruebas ? 1 : 2)}
      className={className}
    />
  );
}
