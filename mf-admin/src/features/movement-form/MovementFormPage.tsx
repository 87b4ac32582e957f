import {
  MOVIMIENTO_REGISTRADO_MESSAGE,
  productoYaEnMovimientoMessage,
  TIPOS_MOVIMIENTO,
  type TipoMovimiento,
} from '@facturador/shared/domain/movements';
import { primaryButtonClass, SelectField, secondaryButtonClass, TextAreaField } from '@facturador/shared/ui';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../common/PageHeader';
import { SuccessDialog } from '../../common/SuccessDialog';
import { cardClass, linkClass } from '../../common/styles';
import { useWarehouseOptions } from '../../common/useWarehouseOptions';
import { ErrorsModal } from './components/ErrorsModal';
import { LinesTable } from './components/LinesTable';
import { PickerModal } from './components/PickerModal';
import {
  duplicateLine,
  type FormLine,
  hasDestination,
  hasOrigin,
  lineFromCandidate,
  type PickCandidate,
} from './form-lines';
import { type MovementFormState, useMovementSubmit } from './hooks/useMovementSubmit';

const TYPE_OPTIONS = TIPOS_MOVIMIENTO.map((tipo) => ({ value: tipo, label: tipo }));

const EMPTY_FORM: MovementFormState = { tipo: 'ENTRADA', origen: '', destino: '', observacion: '', lines: [] };

/** Gestión de movimiento (/admin/movimientos-inventario, spec 02 §2, §4, §5). */
export function MovementFormPage() {
  const [form, setForm] = useState<MovementFormState>(EMPTY_FORM);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const warehouses = useWarehouseOptions();
  const activeWarehouses = warehouses.filter((almacen) => almacen.activo);
  const warehouseName = (id: string) => warehouses.find((almacen) => almacen._id === id)?.nombre;
  const { submit, processing, errors, clearErrors } = useMovementSubmit(warehouseName);

  const warehouseOptions = [
    { value: '', label: 'Seleccione un almacén' },
    ...activeWarehouses.map((almacen) => ({ value: almacen._id, label: almacen.nombre })),
  ];
  const addedItemIds = useMemo(
    () => new Set(form.lines.flatMap((line) => (line.item_id ? [line.item_id] : []))),
    [form.lines],
  );

  // Spec 02 §4: ENTRADA clears the origin; SALIDA and ELIMINACIÓN clear the destination.
  const changeTipo = (tipo: TipoMovimiento) =>
    setForm((current) => ({
      ...current,
      tipo,
      origen: tipo === 'ENTRADA' ? '' : current.origen,
      destino: tipo === 'SALIDA' || tipo === 'ELIMINACIÓN' ? '' : current.destino,
    }));

  const setLines = (update: (lines: FormLine[]) => FormLine[]) =>
    setForm((current) => ({ ...current, lines: update(current.lines) }));

  const pick = (candidate: PickCandidate) => {
    const repeated =
      form.tipo === 'ENTRADA' &&
      !candidate.serializado &&
      form.lines.some((line) => line.producto_id === candidate.producto_id);
    if (repeated) {
      setNotice(productoYaEnMovimientoMessage(candidate.nombre));
      return;
    }
    setNotice(null);
    setLines((lines) => [...lines, lineFromCandidate(candidate)]);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit(form)) setRegistered(true);
  }

  // Dialogs get stable handlers: a new one would make the shared Modal move the focus again.
  const startOver = useCallback(() => {
    setRegistered(false);
    setForm(EMPTY_FORM);
  }, []);
  const closePicker = useCallback(() => setPickerOpen(false), []);

  return (
    <section>
      <PageHeader
        title="Gestión de movimiento"
        subtitle="Registre entradas, salidas, traslados, devoluciones y eliminaciones de inventario."
        actions={
          <Link to="/items" className={linkClass}>
            Volver a Inventario
          </Link>
        }
      />
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <div className={`${cardClass} grid gap-4 p-5 sm:grid-cols-3`}>
          <SelectField
            label="Tipo de movimiento"
            options={TYPE_OPTIONS}
            value={form.tipo}
            onChange={(event) => changeTipo(event.target.value as TipoMovimiento)}
          />
          {hasOrigin(form.tipo) ? (
            <SelectField
              label="Almacén de origen"
              options={warehouseOptions}
              value={form.origen}
              onChange={(event) => setForm((current) => ({ ...current, origen: event.target.value }))}
            />
          ) : null}
          {hasDestination(form.tipo) ? (
            <SelectField
              label="Almacén de destino"
              options={warehouseOptions}
              value={form.destino}
              onChange={(event) => setForm((current) => ({ ...current, destino: event.target.value }))}
            />
          ) : null}
          <TextAreaField
            className="sm:col-span-3"
            label="Observación"
            maxLength={500}
            placeholder={form.tipo === 'DEVOLUCIÓN' ? 'Motivo de la devolución' : 'Opcional'}
            value={form.observacion}
            onChange={(event) => setForm((current) => ({ ...current, observacion: event.target.value }))}
          />
        </div>

        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-slate-900">Ítems</h2>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setNotice(null);
                setPickerOpen(true);
              }}
            >
              Agregar productos
            </button>
          </div>
          <LinesTable
            lines={form.lines}
            onChange={(key, change) =>
              setLines((lines) => lines.map((line) => (line.key === key ? { ...line, ...change } : line)))
            }
            onDuplicate={(line) =>
              setLines((lines) => {
                const index = lines.findIndex((candidate) => candidate.key === line.key);
                return [...lines.slice(0, index + 1), duplicateLine(line), ...lines.slice(index + 1)];
              })
            }
            onRemove={(key) => setLines((lines) => lines.filter((line) => line.key !== key))}
          />
        </div>

        <div className="flex justify-end">
          <button type="submit" className={primaryButtonClass} disabled={form.lines.length === 0 || processing}>
            {processing ? 'Procesando...' : 'Registrar movimiento'}
          </button>
        </div>
      </form>

      <PickerModal
        open={pickerOpen}
        tipo={form.tipo}
        origenNombre={warehouseName(form.origen) ?? ''}
        addedItemIds={addedItemIds}
        notice={notice}
        onPick={pick}
        onClose={closePicker}
      />
      <ErrorsModal errors={errors} onClose={clearErrors} />
      <SuccessDialog
        open={registered}
        message={MOVIMIENTO_REGISTRADO_MESSAGE}
        onClose={startOver}
        actions={
          <>
            <button type="button" className={secondaryButtonClass} onClick={startOver}>
              Registrar otro movimiento
            </button>
            <Link to="/items" className={primaryButtonClass}>
              Ir al inventario
            </Link>
          </>
        }
      />
    </section>
  );
}
