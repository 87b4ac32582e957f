import { ApiRequestError, fetchItems } from '@facturador/shared/api';
import { createMovement } from '@facturador/shared/api/movements';
import {
  MOVIMIENTO_ERROR_MESSAGE,
  type MovementProductInfo,
  movementInputSchema,
  movementRuleErrors,
  movementStockProblems,
  stockProblemErrors,
} from '@facturador/shared/domain/movements';
import { useCallback, useState } from 'react';
import { type FormLine, hasOrigin, movementBody } from '../form-lines';

export interface MovementFormState {
  tipo: Parameters<typeof movementBody>[0]['tipo'];
  origen: string;
  destino: string;
  observacion: string;
  lines: FormLine[];
}

/** What the server said, as the error modal lists it (spec 02 §8). */
function serverErrors(failure: unknown): string[] {
  if (failure instanceof ApiRequestError && failure.errores.length) return failure.errores;
  if (failure instanceof ApiRequestError && failure.fromServer && failure.message !== MOVIMIENTO_ERROR_MESSAGE)
    return [MOVIMIENTO_ERROR_MESSAGE, failure.message];
  return [MOVIMIENTO_ERROR_MESSAGE];
}

/**
 * Submits the movement form: the shared rules first (spec 02 §5), then, for the types that take
 * stock out, the origin warehouse's available items; only a clean movement is posted.
 */
export function useMovementSubmit(origenNombre: (id: string) => string | undefined) {
  const [processing, setProcessing] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);

  async function submit(form: MovementFormState): Promise<boolean> {
    const parsed = movementInputSchema.safeParse(movementBody(form));
    if (!parsed.success) {
      setErrors([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return false;
    }
    const products = new Map<string, MovementProductInfo>(
      form.lines.map((line) => [line.producto_id, { nombre: line.nombre, serializado: line.serializado }]),
    );
    const ruleErrors = movementRuleErrors(parsed.data, products);
    if (ruleErrors.length) {
      setErrors(ruleErrors);
      return false;
    }

    setProcessing(true);
    try {
      if (hasOrigin(form.tipo)) {
        const available = await fetchItems({
          almacen: origenNombre(form.origen) ?? form.origen,
          status: 'DISPONIBLE',
          limite: 5000,
        });
        const problems = movementStockProblems(
          parsed.data.items.map((line) => ({
            ...line,
            serializado: products.get(line.producto_id)?.serializado ?? false,
          })),
          available,
        );
        if (problems.length) {
          setErrors(stockProblemErrors(problems));
          return false;
        }
      }
      await createMovement(parsed.data);
      return true;
    } catch (failure) {
      setErrors(serverErrors(failure));
      return false;
    } finally {
      setProcessing(false);
    }
  }

  const clearErrors = useCallback(() => setErrors(null), []);
  return { submit, processing, errors, clearErrors };
}
