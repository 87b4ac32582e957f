import type { TotalesCalculados } from '@facturador/shared/domain';
import type { MovementLineInput } from '@facturador/shared/domain/movements';
import type { LiquidacionCompraRequest } from '@facturador/shared/domain/purchase-settlements';
import type { EmittedProduct } from '../../stock-lines';

/** A liquidación de compra as it goes out: the request, its recomputed figures and its stock lines. */
export interface LiquidacionDraft {
  request: LiquidacionCompraRequest;
  totales: TotalesCalculados;
  /** The warehouse its inventoried products enter. */
  almacenId: string | undefined;
  lines: MovementLineInput[];
  products: Map<string, EmittedProduct>;
}
