import { type Ambiente, PRUEBAS_EN_EMPRESA_PRODUCCION_AVISO, type Warehouse } from '@facturador/shared/domain';
import { inputClass, labelClass } from '@facturador/shared/ui';
import { useId } from 'react';

const AMBIENTES: { value: Ambiente; label: string }[] = [
  { value: 2, label: 'PRODUCCIÓN' },
  { value: 1, label: 'PRUEBAS' },
];

type HeaderSelectorsProps = {
  usarInventario: boolean;
  cambiarAlmacen: boolean;
  warehouses: readonly Warehouse[];
  /** The user's own warehouse: marked with a star. */
  ownWarehouseId: string | null;
  almacenId: string | null;
  onWarehouseChange: (almacenId: string | null) => void;
  ambiente: Ambiente;
  /** A credit note is issued in its invoice's environment. */
  ambienteLocked?: boolean;
  /** Why PRODUCCIÓN is not available (the company works in PRUEBAS): the option is disabled and the reason shown. */
  produccionBloqueada?: string | null;
  /** The company works in PRODUCCIÓN: selecting PRUEBAS shows a warning banner (issue #24). */
  empresaEnProduccion?: boolean;
  onAmbienteChange: (ambiente: Ambiente) => void;
};

/** Warehouse (only with usarInventario; enabled with cambiarAlmacen) and environment selectors (spec 01 §2). */
export function HeaderSelectors(props: HeaderSelectorsProps) {
  const warehouseId = useId();
  const ambienteId = useId();
  const reasonId = useId();
  const listed = props.warehouses.filter((warehouse) => warehouse.activo || warehouse._id === props.almacenId);
  return (
    <div className="flex flex-wrap items-end gap-3">
      {props.usarInventario ? (
        <div className="w-full sm:w-72">
          <label htmlFor={warehouseId} className={labelClass}>
            Almacén
          </label>
          <select
            id={warehouseId}
            className={inputClass}
            value={props.almacenId ?? ''}
            disabled={!props.cambiarAlmacen}
            onChange={(event) => props.onWarehouseChange(event.target.value || null)}
          >
            <option value="">Seleccionar...</option>
            {listed.map((warehouse) => (
              <option key={warehouse._id} value={warehouse._id}>
                {warehouse._id === props.ownWarehouseId ? '★ ' : ''}
                {warehouse.nombre} ({warehouse.ciudad})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={props.produccionBloqueada ? 'w-full sm:w-80' : 'w-full sm:w-44'}>
        <label htmlFor={ambienteId} className={labelClass}>
          Ambiente
        </label>
        <select
          id={ambienteId}
          className={`${inputClass} ${props.ambiente === 2 ? 'border-emerald-500 font-semibold text-emerald-800' : 'border-amber-400 text-amber-900'}`}
          value={props.ambiente}
          disabled={props.ambienteLocked}
          aria-describedby={props.produccionBloqueada ? reasonId : undefined}
          onChange={(event) => props.onAmbienteChange(Number(event.target.value) as Ambiente)}
        >
          {AMBIENTES.map((ambiente) => (
            <option
              key={ambiente.value}
              value={ambiente.value}
              disabled={ambiente.value === 2 && Boolean(props.produccionBloqueada)}
            >
              {ambiente.label}
            </option>
          ))}
        </select>
        {props.produccionBloqueada ? (
          <p id={reasonId} className="mt-1 text-xs text-slate-600">
            {props.produccionBloqueada}
          </p>
        ) : null}
      </div>
      {props.empresaEnProduccion && props.ambiente === 1 ? (
        <p
          role="alert"
          className="w-full rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {PRUEBAS_EN_EMPRESA_PRODUCCION_AVISO}
        </p>
      ) : null}
    </div>
  );
}
