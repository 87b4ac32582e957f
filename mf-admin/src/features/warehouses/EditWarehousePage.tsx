import { updateWarehouse } from '@facturador/shared/api';
import { almacenNoEncontradoMessage, type Warehouse } from '@facturador/shared/domain';
import { primaryButtonClass, Spinner, secondaryButtonClass } from '@facturador/shared/ui';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorBanner } from '../../common/feedback';
import { PageHeader } from '../../common/PageHeader';
import { SuccessDialog } from '../../common/SuccessDialog';
import { linkClass } from '../../common/styles';
import { WarehouseForm } from './components/WarehouseForm';
import { useWarehouses } from './hooks/useWarehouses';

export const ALMACEN_ACTUALIZADO_MESSAGE = 'El almacén se actualizó correctamente.';

/** Edit a warehouse (/admin/editar-almacen/{nombre}). */
export function EditWarehousePage() {
  const { nombre = '' } = useParams();
  const { data: almacenes, error } = useWarehouses();
  const [saved, setSaved] = useState(false);
  // After a save the stored warehouse is the server's answer (its name may have changed).
  const [updated, setUpdated] = useState<Warehouse | null>(null);
  const closeSaved = useCallback(() => setSaved(false), []);
  const warehouse = updated ?? almacenes?.find((almacen) => almacen.nombre === nombre);

  return (
    <section>
      <PageHeader
        title="Modificar Almacén"
        subtitle={warehouse?.nombre}
        actions={
          <Link to="/almacenes" className={linkClass}>
            Volver a Almacenes
          </Link>
        }
      />
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      {!almacenes && !error ? <Spinner /> : null}
      {almacenes && !warehouse ? <ErrorBanner>{almacenNoEncontradoMessage(nombre)}</ErrorBanner> : null}
      {warehouse ? (
        <WarehouseForm
          key={warehouse._id}
          warehouse={warehouse}
          onSave={async (input) => {
            setUpdated(await updateWarehouse(warehouse._id, input));
            setSaved(true);
          }}
        />
      ) : null}
      <SuccessDialog
        open={saved}
        message={ALMACEN_ACTUALIZADO_MESSAGE}
        onClose={closeSaved}
        actions={
          <>
            <button type="button" className={secondaryButtonClass} onClick={closeSaved}>
              Seguir editando
            </button>
            <Link to="/almacenes" className={primaryButtonClass}>
              Volver a Almacenes
            </Link>
          </>
        }
      />
    </section>
  );
}
