import {
  applyInventoryPermission,
  DEFAULT_IMPUESTO_PRODUCTO,
  DEFAULT_UNIDAD_MEDIDA,
  fechaIsoHoy,
  IMPUESTOS_PRODUCTO,
  type ImpuestoProducto,
  iceContenidoViolation,
  MONEY_DECIMALS,
  type Product,
  type ProductInputBody,
  productEditErrors,
  productInputSchema,
  UNIDADES_MEDIDA,
  type UnidadMedida,
} from '@facturador/shared/domain';
import { SelectField, TextAreaField, TextField } from '@facturador/shared/ui';
import { type FormCheck, PageForm } from '../../../common/PageForm';
import { useValues } from '../../../common/useValues';
import { ProductOptionsFields } from './ProductOptionsFields';
import { contenidoDe, contenidoInicial, ProductTaxFields, type ProductTaxValues } from './ProductTaxFields';

interface ProductFormValues extends ProductTaxValues {
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
    irbpnr: product?.irbpnr ?? false,
    botellasPorUnidad: String(product?.botellasPorUnidad ?? 1),
    ice: product?.ice ? String(product.ice.codigo) : '',
    contenido: contenidoInicial(product?.contenido),
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
  cobraIce = false,
  onSave,
}: {
  /** The stored product when editing; absent when creating. */
  product?: Product;
  usarInventario: boolean;
  /** The company charges ICE: the form offers it. */
  cobraIce?: boolean;
  onSave: (input: ProductInputBody) => Promise<void>;
}) {
  const editing = Boolean(product);
  const { values, setValues, set, bind } = useValues<ProductFormValues>(() => initialValues(product));

  const setInventariado = (on: boolean) =>
    // A serialized product is always inventoried (shared schema): switching one off switches the other.
    setValues((current) => ({ ...current, inventariado: on, serializado: on ? current.serializado : false }));
  const setSerializado = (on: boolean) =>
    setValues((current) => ({ ...current, serializado: on, inventariado: on ? true : current.inventariado }));

  function check(): FormCheck<ProductInputBody> {
    const parsed = productInputSchema.safeParse({
      ...values,
      precio: values.precio.trim() || undefined,
      botellasPorUnidad: values.botellasPorUnidad.trim() || undefined,
      ice: values.ice ? { codigo: values.ice } : null,
      contenido: contenidoDe(values),
    });
    const found = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    // The API refuses it too (409): a code charged by content needs the product's content.
    const sinContenido = parsed.success ? iceContenidoViolation(parsed.data, fechaIsoHoy()) : null;
    if (sinContenido) found.push(sinContenido);
    if (parsed.success && product && usarInventario) found.push(...productEditErrors(product, parsed.data));
    if (!parsed.success || found.length) return { ok: false, messages: found };
    return { ok: true, input: applyInventoryPermission(parsed.data, usarInventario, product) };
  }

  return (
    <PageForm
      check={check}
      onSave={onSave}
      saveError="Error al guardar el producto"
      cancelTo="/productos"
      submitLabel={editing ? 'Guardar cambios' : 'Registrar producto'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Código" required maxLength={25} {...bind('codigo')} />
        <TextField label="Nombre" required maxLength={300} {...bind('nombre')} />
        <TextAreaField className="sm:col-span-2" label="Descripción" maxLength={300} {...bind('descripcion')} />
        <TextField label="Categoría" maxLength={100} {...bind('categoria')} />
        <TextField
          label="Precio"
          type="number"
          inputMode="decimal"
          decimals={MONEY_DECIMALS}
          required
          min={0.01}
          step={0.01}
          {...bind('precio')}
        />
        <SelectField label="Unidad de medida" options={UNIT_OPTIONS} {...bind('unidad_medida')} />
        <SelectField label="Impuesto" options={TAX_OPTIONS} {...bind('impuesto')} />
        {usarInventario ? (
          <TextField
            label="Stock mínimo"
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            {...bind('stock_minimo')}
          />
        ) : null}
      </div>

      <ProductTaxFields
        values={values}
        cobraIce={cobraIce}
        onChange={(changed) => setValues((current) => ({ ...current, ...changed }))}
      />

      <ProductOptionsFields
        values={values}
        usarInventario={usarInventario}
        editing={editing}
        storedInventariado={product?.inventariado}
        onInventariado={setInventariado}
        onSerializado={setSerializado}
        onActivo={(activo) => set('activo', activo)}
      />
    </PageForm>
  );
}
