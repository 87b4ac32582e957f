import { errorMessage } from '@facturador/shared/api';
import {
  applyInventoryPermission,
  DEFAULT_IMPUESTO_PRODUCTO,
  DEFAULT_UNIDAD_MEDIDA,
  IMPUESTOS_PRODUCTO,
  type ImpuestoProducto,
  type Product,
  type ProductInputBody,
  productEditErrors,
  productInputSchema,
  UNIDADES_MEDIDA,
  type UnidadMedida,
} from '@facturador/shared/domain';
import {
  primaryButtonClass,
  SelectField,
  secondaryButtonClass,
  TextAreaField,
  TextField,
  ToggleField,
} from '@facturador/shared/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../common/feedback';
import { cardClass } from '../../../common/styles';

interface ProductFormValues {
  codigo: string;
  nombre: string;
  descripcion: string;
  categoria: string;
  precio: string;
  unidad_medida: UnidadMedida;
  impuesto: ImpuestoProducto;
  stock_minimo: string;
  serializado: boolean;
  inventariado: boolean;
  activo: boolean;
}

function initialValues(product?: Product): ProductFormValues {
  return {
    codigo: product?.codigo ?? '',
    nombre: product?.nombre ?? '',
    descripcion: product?.descripcion ?? '',
    categoria: product?.categoria ?? '',
    precio: product ? String(product.precio) : '',
    unidad_medida: product?.unidad_medida ?? DEFAULT_UNIDAD_MEDIDA,
    impuesto: product?.impuesto ?? DEFAULT_IMPUESTO_PRODUCTO,
    stock_minimo: product ? String(product.stock_minimo) : '0',
    serializado: product?.serializado ?? false,
    inventariado: product?.inventariado ?? false,
    activo: product?.activo ?? true,
  };
}

const UNIT_OPTIONS = UNIDADES_MEDIDA.map((unidad) => ({ value: unidad, label: unidad }));
const TAX_OPTIONS = IMPUESTOS_PRODUCTO.map((impuesto) => ({ value: impuesto, label: impuesto }));

/**
 * Agregar / Modificar Producto (spec 02 §2, §4, §5). The shared schema gives the messages; on edit
 * inventariado cannot be switched off once on and serializado cannot change. Without the inventory
 * permission the inventory fields are hidden (and forced off for a new product).
 */
export function ProductForm({
  product,
  usarInventario,
  onSave,
}: {
  /** The stored product when editing; absent when creating. */
  product?: Product;
  usarInventario: boolean;
  onSave: (input: ProductInputBody) => Promise<void>;
}) {
  const editing = Boolean(product);
  const [values, setValues] = useState<ProductFormValues>(() => initialValues(product));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const setInventariado = (on: boolean) =>
    // A serialized product is always inventoried (shared schema): switching one off switches the other.
    setValues((current) => ({ ...current, inventariado: on, serializado: on ? current.serializado : false }));
  const setSerializado = (on: boolean) =>
    setValues((current) => ({ ...current, serializado: on, inventariado: on ? true : current.inventariado }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = productInputSchema.safeParse({ ...values, precio: values.precio.trim() || undefined });
    const found = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    if (parsed.success && product && usarInventario) found.push(...productEditErrors(product, parsed.data));
    if (found.length) {
      setErrors([...new Set(found)]);
      return;
    }
    if (!parsed.success) return;
    setErrors([]);
    setSaving(true);
    try {
      await onSave(applyInventoryPermission(parsed.data, usarInventario, product));
    } catch (failure) {
      setErrors([errorMessage(failure, 'Error al guardar el producto')]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className={`${cardClass} max-w-3xl p-5 sm:p-6`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Código"
          required
          maxLength={25}
          value={values.codigo}
          onChange={(event) => set('codigo', event.target.value)}
        />
        <TextField
          label="Nombre"
          required
          maxLength={300}
          value={values.nombre}
          onChange={(event) => set('nombre', event.target.value)}
        />
        <TextAreaField
          className="sm:col-span-2"
          label="Descripción"
          maxLength={300}
          value={values.descripcion}
          onChange={(event) => set('descripcion', event.target.value)}
        />
        <TextField
          label="Categoría"
          maxLength={100}
          value={values.categoria}
          onChange={(event) => set('categoria', event.target.value)}
        />
        <TextField
          label="Precio"
          type="number"
          inputMode="decimal"
          required
          min={0.01}
          step={0.01}
          value={values.precio}
          onChange={(event) => set('precio', event.target.value)}
        />
        <SelectField
          label="Unidad de medida"
          options={UNIT_OPTIONS}
          value={values.unidad_medida}
          onChange={(event) => set('unidad_medida', event.target.value as UnidadMedida)}
        />
        <SelectField
          label="Impuesto"
          options={TAX_OPTIONS}
          value={values.impuesto}
          onChange={(event) => set('impuesto', event.target.value as ImpuestoProducto)}
        />
        {usarInventario ? (
          <TextField
            label="Stock mínimo"
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            value={values.stock_minimo}
            onChange={(event) => set('stock_minimo', event.target.value)}
          />
        ) : null}
      </div>

      <fieldset className="mt-6 grid gap-4 border-t border-slate-200 pt-5 sm:grid-cols-2">
        <legend className="sr-only">Opciones del producto</legend>
        {usarInventario ? (
          <>
            <ToggleField
              label="Inventariado"
              hint={
                editing && product?.inventariado
                  ? 'No se puede desactivar una vez activado'
                  : 'Controla su stock por almacén'
              }
              checked={values.inventariado}
              disabled={editing && product?.inventariado}
              onChange={setInventariado}
            />
            <ToggleField
              label="Serializado"
              hint={editing ? 'No modificable' : 'Cada unidad lleva su número de serie'}
              checked={values.serializado}
              disabled={editing}
              onChange={setSerializado}
            />
          </>
        ) : null}
        {editing ? (
          <ToggleField
            label="Desactivar Producto"
            hint="Un producto inactivo no se ofrece al facturar"
            checked={!values.activo}
            onChange={(checked) => set('activo', !checked)}
          />
        ) : (
          <ToggleField label="Activo" checked={values.activo} onChange={(checked) => set('activo', checked)} />
        )}
      </fieldset>

      {errors.length ? (
        <div className="mt-5">
          <ErrorBanner>
            <ul className="list-inside list-disc space-y-1">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </ErrorBanner>
        </div>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/productos" className={secondaryButtonClass}>
          Cancelar
        </Link>
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Guardando...' : editing ? 'Guardar cambios' : 'Registrar producto'}
        </button>
      </div>
    </form>
  );
}
