import { productoYaEnMovimientoMessage, type TipoMovimiento } from '@facturador/shared/domain/movements';
import { primaryButtonClass } from '@facturador/shared/ui';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../common/PageHeader';
import { linkClass } from '../../common/styles';
import { ErrorsModal } from './components/ErrorsModal';
import { MovementHeaderFields } from './components/MovementHeaderFields';
import { MovementItemsSection } from './components/MovementItemsSection';
import { MovementRegisteredDialog } from './components/MovementRegisteredDialog';
import { PickerModal } from './components/PickerModal';
import { type FormLine, lineFromCandidate, type PickCandidate } from './form-lines';
import { type MovementFormState, useMovementSubmit } from './hooks/useMovementSubmit';
import { useMovementWarehouses } from './hooks/useMovementWarehouses';

const EMPTY_FORM: MovementFormState = { tipo: 'ENTRADA', origen: '', destino: '', observacion: '', lines: [] };

/** Gestión de movimiento (/admin/movimientos-inventario, spec 02 §2, §4, §5). */
export function MovementFormPage() {
  const [form, setForm] = useState<MovementFormState>(EMPTY_FORM);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const { warehouseName, warehouseOptions } = useMovementWarehouses();
  const { submit, processing, errors, clearErrors } = useMovementSubmit(warehouseName);

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
        <MovementHeaderFields
          form={form}
          warehouseOptions={warehouseOptions}
          onTipoChange={changeTipo}
          onChange={(change) => setForm((current) => ({ ...current, ...change }))}
        />
        <MovementItemsSection
          lines={form.lines}
          setLines={setLines}
          onAddProducts={() => {
            setNotice(null);
            setPickerOpen(true);
          }}
        />

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
      <MovementRegisteredDialog open={registered} onStartOver={startOver} />
    </section>
  );
}
