import { createWarehouse } from '@facturador/shared/api';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../common/PageHeader';
import { SuccessDialog } from '../../common/SuccessDialog';
import { useRegisterAnother } from '../../common/useRegisterAnother';
import { WarehouseForm } from './components/WarehouseForm';

export const ALMACEN_REGISTRADO_MESSAGE = 'El almacén se registró correctamente.';

/** Add a warehouse (/admin/nuevo-almacen). */
export function NewWarehousePage() {
  const navigate = useNavigate();
  const { saved, markSaved, formKey, registerAnother } = useRegisterAnother();
  const backToList = useCallback(() => navigate('/almacenes'), [navigate]);

  return (
    <section>
      <PageHeader title="Agregar Almacén" subtitle="Los campos Nombre y Responsable son obligatorios." />
      <WarehouseForm
        key={formKey}
        onSave={async (input) => {
          await createWarehouse(input);
          markSaved();
        }}
      />
      <SuccessDialog
        open={saved}
        message={ALMACEN_REGISTRADO_MESSAGE}
        onClose={backToList}
        actions={
          <>
            <button type="button" className={secondaryButtonClass} onClick={registerAnother}>
              Registrar otro almacén
            </button>
            <button type="button" className={primaryButtonClass} onClick={backToList}>
              Volver a Almacenes
            </button>
          </>
        }
      />
    </section>
  );
}
