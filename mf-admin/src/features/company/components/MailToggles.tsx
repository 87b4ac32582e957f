import { RECORDATORIOS_COBRO_LABEL } from '@facturador/shared/domain/receivables';
import { RESUMEN_STOCK_BAJO_LABEL } from '@facturador/shared/domain/settings';
import { ToggleField } from '@facturador/shared/ui';

type MailToggleValues = { enviarEnPruebas: boolean; resumenStockBajo?: boolean; recordatoriosCobro?: boolean };

type Props = {
  values: MailToggleValues;
  onChange: (key: keyof MailToggleValues, checked: boolean) => void;
};

/** E-mail in PRUEBAS, and the morning digests the plan offers (absent ones are not shown). */
export function MailToggles({ values, onChange }: Props) {
  return (
    <>
      <ToggleField
        className="sm:col-span-2"
        label="Enviar por correo los comprobantes de PRUEBAS"
        hint="Los de PRODUCCIÓN se envían siempre"
        checked={values.enviarEnPruebas}
        onChange={(checked) => onChange('enviarEnPruebas', checked)}
      />
      {values.resumenStockBajo === undefined ? null : (
        <ToggleField
          className="sm:col-span-2"
          label={RESUMEN_STOCK_BAJO_LABEL}
          hint="Cada mañana, los productos bajo su stock mínimo en cada almacén (solo si hay alguno)"
          checked={values.resumenStockBajo}
          onChange={(checked) => onChange('resumenStockBajo', checked)}
        />
      )}
      {values.recordatoriosCobro === undefined ? null : (
        <ToggleField
          className="sm:col-span-2"
          label={RECORDATORIOS_COBRO_LABEL}
          hint="Cada mañana, a cada cliente con facturas a crédito vencidas, con el enlace a cada factura"
          checked={values.recordatoriosCobro}
          onChange={(checked) => onChange('recordatoriosCobro', checked)}
        />
      )}
    </>
  );
}
