import { createProduct, useUserInfo } from '@facturador/shared/api';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../common/PageHeader';
import { SuccessDialog } from '../../common/SuccessDialog';
import { useRegisterAnother } from '../../common/useRegisterAnother';
import { ProductForm } from './components/ProductForm';

export const PRODUCTO_REGISTRADO_MESSAGE = 'Se registró el producto de forma exitosa.';

/** Agregar Producto (/admin/nuevo-producto). */
export function NewProductPage() {
  const { user } = useUserInfo();
  const navigate = useNavigate();
  const { saved, markSaved, formKey, registerAnother } = useRegisterAnother();

  return (
    <section>
      <PageHeader title="Agregar Producto" subtitle="Los campos Código, Nombre y Precio son obligatorios." />
      <ProductForm
        key={formKey}
        usarInventario={user?.permisos.usarInventario ?? true}
        cobraIce={user?.cobraIce ?? false}
        onSave={async (input) => {
          await createProduct(input);
          markSaved();
        }}
      />
      <SuccessDialog
        open={saved}
        message={PRODUCTO_REGISTRADO_MESSAGE}
        onClose={registerAnother}
        actions={
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => navigate('/productos')}>
              Volver a Productos
            </button>
            <button type="button" className={primaryButtonClass} onClick={registerAnother}>
              Registrar otro producto
            </button>
          </>
        }
      />
    </section>
  );
}
