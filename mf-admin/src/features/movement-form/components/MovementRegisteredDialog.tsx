import { MOVIMIENTO_REGISTRADO_MESSAGE } from '@facturador/shared/domain/movements';
import { primaryButtonClass, secondaryButtonClass } from '@facturador/shared/ui';
import { Link } from 'react-router-dom';
import { SuccessDialog } from '../../../common/SuccessDialog';

/** Confirmación tras registrar: otro movimiento o ir al inventario. */
export function MovementRegisteredDialog({ open, onStartOver }: { open: boolean; onStartOver: () => void }) {
  return (
    <SuccessDialog
      open={open}
      message={MOVIMIENTO_REGISTRADO_MESSAGE}
      onClose={onStartOver}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onStartOver}>
            Registrar otro movimiento
          </button>
          <Link to="/items" className={primaryButtonClass}>
            Ir al inventario
          </Link>
        </>
      }
    />
  );
}
