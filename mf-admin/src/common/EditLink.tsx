import { smallButtonClass } from '@facturador/shared/ui';
import { Link } from 'react-router-dom';

/** 'Editar' in a list's row, named for its record ('Editar Bodega Principal'). */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link to={to} className={smallButtonClass} aria-label={`Editar ${name}`}>
      Editar
    </Link>
  );
}
