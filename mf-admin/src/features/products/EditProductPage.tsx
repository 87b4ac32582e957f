import { updateProduct, useUserInfo } from '@facturador/shared/api';
import { productoNoEncontradoMessage, sameProductCode } from '@facturador/shared/domain';
import { useParams } from 'react-router-dom';
import { ChangesSavedDialog } from '../../common/ChangesSavedDialog';
import { ErrorBanner } from '../../common/feedback';
import { RecordPage } from '../../common/RecordPage';
import { useEditedRecord } from '../../common/useEditedRecord';
import { ProductForm } from './components/ProductForm';
import { useProducts } from './hooks/useProducts';

export const PRODUCTO_ACTUALIZADO_MESSAGE = 'El producto se actualizó correctamente.';
const BACK_TO_PRODUCTS = { to: '/productos', label: 'Volver a Productos' };

/** Modificar Producto (/admin/editar-producto/{codigo}). */
export function EditProductPage() {
  const { codigo = '' } = useParams();
  const { user } = useUserInfo();
  const { data: productos, error } = useProducts();
  const found = productos?.find((producto) => sameProductCode(producto.codigo, codigo));
  const { record: product, saved, markSaved, closeSaved } = useEditedRecord(found);

  return (
    <RecordPage
      title="Modificar Producto"
      subtitle={product ? `${product.codigo} · ${product.nombre}` : undefined}
      back={BACK_TO_PRODUCTS}
      error={error}
      loaded={Boolean(productos)}
    >
      {productos && !product ? <ErrorBanner>{productoNoEncontradoMessage(codigo)}</ErrorBanner> : null}
      {product ? (
        <ProductForm
          key={product._id}
          product={product}
          usarInventario={user?.permisos.usarInventario ?? true}
          cobraIce={user?.cobraIce ?? false}
          onSave={async (input) => markSaved(await updateProduct(product._id, input))}
        />
      ) : null}
      <ChangesSavedDialog
        open={saved}
        message={PRODUCTO_ACTUALIZADO_MESSAGE}
        onClose={closeSaved}
        back={BACK_TO_PRODUCTS}
      />
    </RecordPage>
  );
}
