import { primaryButtonClass } from '@facturador/shared/ui';
import { Link } from 'react-router-dom';

/** 'Realizar movimiento': the header action of the inventory pages, to the movement form. */
export function NewMovementLink() {
  return (
    <Link to="/movimientos-inventario" className={primaryButtonClass}>
      Realizar movimiento
    </Link>
  );
}
