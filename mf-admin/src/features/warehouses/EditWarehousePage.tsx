import { updateWarehouse } from '@facturador/shared/api';
import { almacenNoEncontradoMessage } from '@facturador/shared/domain';
import { useParams } from 'react-router-dom';
import { ChangesSavedDialog } from '../../common/ChangesSavedDialog';
import { ErrorBanner } from '../../common/feedback';
import { RecordPage } from '../../common/RecordPage';
import { useEditedRecord } from '../../common/useEditedRecord';
import { WarehouseForm } from './components/WarehouseForm';
import { useWarehouses } from './hooks/useWarehouses';

export const ALMACEN_ACTUALIZADO_MESSAGE = 'El almacén se actualizó correctamente.';
const BACK_TO_WAREHOUSES = { to: '/almacenes', label: 'Volver a Almacenes' };

/** Edit a warehouse (/admin/editar-almacen/{nombre}). */
export function EditWarehousePage() {
  const { nombre = '' } = useParams();
  const { data: almacenes, error } = useWarehouses();
  const found = almacenes?.find((almacen) => almacen.nombre === nombre);
  const { record: warehouse, saved, markSaved, closeSaved } = useEditedRecord(found);

  return (
    <RecordPage
      title="Modificar Almacén"
      subtitle={warehouse?.nombre}
      back={BACK_TO_WAREHOUSES}
      error={error}
      loaded={Boolean(almacenes)}
    >
      {almacenes && !warehouse ? <ErrorBanner>{almacenNoEncontradoMessage(nombre)}</ErrorBanner> : null}
      {warehouse ? (
        <WarehouseForm
          key={warehouse._id}
          warehouse={warehouse}
          onSave={async (input) => markSaved(await updateWarehouse(warehouse._id, input))}
        />
      ) : null}
      <ChangesSavedDialog
        open={saved}
        message={ALMACEN_ACTUALIZADO_MESSAGE}
        onClose={closeSaved}
        back={BACK_TO_WAREHOUSES}
      />
    </RecordPage>
  );
}
