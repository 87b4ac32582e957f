import { ApiRequestError, fetchItem, useRemoteData } from '@facturador/shared/api';
import { ITEM_ID_REQUERIDO_MESSAGE, type Item, itemNoEncontradoMessage } from '@facturador/shared/domain';
import { secondaryButtonClass } from '@facturador/shared/ui';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RecordPage } from '../../common/RecordPage';
import { cardClass } from '../../common/styles';
import { ItemEditForm } from './components/ItemEditForm';
import { ItemSavedDialog } from './components/ItemSavedDialog';

/** An unknown or malformed id reads as 'Item con ID … no encontrado' (spec 02 §8). */
async function loadItem(id: string): Promise<Item> {
  try {
    return await fetchItem(id);
  } catch (failure) {
    if (failure instanceof ApiRequestError && (failure.status === 404 || failure.status === 400))
      throw new Error(itemNoEncontradoMessage(id));
    throw failure;
  }
}

/** Modificar Item (/admin/editar-item/{id}). */
export function EditItemPage() {
  const { id = '' } = useParams();
  const itemId = id.trim();
  const {
    data: item,
    error,
    reload,
  } = useRemoteData(
    `item-${itemId}`,
    () => (itemId ? loadItem(itemId) : Promise.reject(new Error(ITEM_ID_REQUERIDO_MESSAGE))),
    'Error al cargar el item',
  );
  const [saved, setSaved] = useState(false);
  const closeSaved = useCallback(() => setSaved(false), []);

  return (
    <RecordPage
      title="Modificar Item"
      back={{ to: '/items', label: 'Volver a Inventario' }}
      error={error}
      loaded={Boolean(item)}
    >
      {item ? (
        <div className={`${cardClass} max-w-xl p-5 sm:p-6`}>
          <ItemEditForm
            key={`${item._id}-${item.status}-${item.detalle}-${item.activo}`}
            item={item}
            onSaved={() => {
              setSaved(true);
              reload();
            }}
            secondaryAction={
              <Link to="/items" className={secondaryButtonClass}>
                Cancelar
              </Link>
            }
          />
        </div>
      ) : null}
      <ItemSavedDialog open={saved} onClose={closeSaved} />
    </RecordPage>
  );
}
