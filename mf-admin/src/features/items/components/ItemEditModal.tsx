import type { Item } from '@facturador/shared/domain';
import { Modal, secondaryButtonClass } from '@facturador/shared/ui';
import { Link } from 'react-router-dom';
import { linkClass } from '../../../common/styles';
import { ItemEditForm } from './ItemEditForm';

/** The edit modal of Gestión de Inventario; the same form also has its own page ('Modificar Item'). */
export function ItemEditModal({
  item,
  onClose,
  onSaved,
}: {
  item: Item | null;
  onClose: () => void;
  onSaved: (updated: Item) => void;
}) {
  return (
    <Modal title="Editar Item" open={item !== null} onClose={onClose}>
      {item ? (
        <>
          <ItemEditForm
            key={item._id}
            item={item}
            onSaved={onSaved}
            secondaryAction={
              <button type="button" className={secondaryButtonClass} onClick={onClose}>
                Cancelar
              </button>
            }
          />
          <p className="mt-4 text-right text-xs">
            <Link to={`/editar-item/${item._id}`} className={linkClass}>
              Abrir en su propia página
            </Link>
          </p>
        </>
      ) : null}
    </Modal>
  );
}
