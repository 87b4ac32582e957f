import { updateProduct, useUserInfo } from '@facturador/shared/api';
import { type Product, productoNoEncontradoMessage, sameProductCode } from '@facturador/shared/domain';
import { primaryButtonClass, Spinner, secondaryButtonClass } from '@facturador/shared/ui';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { SuccessDialog } from '../../common/SuccessDialog';
import { linkClass } from '../../common/styles';
import { ProductForm } from './components/ProductForm';
import { useProducts } from './hooks/useProducts';

export const PRODUCTO_ACTUALIZADO_MESSAGE = 'El producto se actualizó correctamente.';

/** Modificar Producto (/admin/editar-producto/{codigo}). */
export function EditProductPage() {
  const { codigo = '' } = useParams();
  const { user } = useUserInfo();
  const { data: productos, error } = useProducts();
  const [saved, setSaved] = useState(false);
  // After a save the stored product is the server's answer (its code may have changed).
  const [updated, setUpdated] = useState<Product | null>(null);
  const closeSaved = useCallback(() => setSaved(false), []);
  const product = updated ?? productos?.find((producto) => sameProductCode(producto.codigo, codigo));

  return (
    <section>
      <PageHeader
        title="Modificar Producto"
        subtitle={product ? `${product.codigo} · ${product.nombre}` : undefined}
        actions={
          <Link to="/productos" className={linkClass}>
            Volver a Productos
          </Link>
        }
      />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!productos && !error ? <Spinner /> : null}
      {productos && !product ? <ErrorBanner>{productoNoEncontradoMessage(codigo)}</ErrorBanner> : null}
      {product ? (
        <ProductForm
          key={product._id}
          product={product}
          usarInventario={user?.permisos.usarInventario ?? true}
          onSave={async (input) => {
            setUpdated(await updateProduct(product._id, input));
            setSaved(true);
          }}
        />
      ) : null}
      <SuccessDialog
        open={saved}
        message={PRODUCTO_ACTUALIZADO_MESSAGE}
        onClose={closeSaved}
        actions={
          <>
            <button type="button" className={secondaryButtonClass} onClick={closeSaved}>
              Seguir editando
            </button>
            <Link to="/productos" className={primaryButtonClass}>
              Volver a Productos
            </Link>
          </>
        }
      />
    </section>
  );
}
