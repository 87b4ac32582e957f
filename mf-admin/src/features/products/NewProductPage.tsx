import { createProduct, useUserInfo } from '@facturador/shared/api';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../common/PageHeader';
import { SuccessDialog } from '../../common/SuccessDialog';
import { ProductForm } from './components/ProductForm';

export const PRODUCTO_REGISTRADO_MESSAGE = 'Se registró el producto de forma exitosa.';

/** Agregar Producto (/admin/nuevo-producto). */
export function NewProductPage() {
  const { user } = useUserInfo();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  // A new key gives a blank form for 'Registrar otro producto'.
  const [formKey, setFormKey] = useState(0);

  const registerAnother = useCallback(() => {
    setSaved(false);
    setFormKey((key) => key + 1);
  }, []);

  return (
    <section>
      <PageHeader title="Agregar Producto" subtitle="Los campos Código, Nombre y Precio son obligatorios." />
      <ProductForm
        key={formKey}
        usarInventario={user?.permisos.usarInventario ?? true}
        onSave={async (input) => {
          await createProduct(input);
          setSaved(true);
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
