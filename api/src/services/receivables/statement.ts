import { fechaIsoHoy, fromCents, isoToFechaSri } from '@facturador/shared/domain';
import {
  CLIENTE_SIN_MOVIMIENTOS_MESSAGE,
  type Movimiento,
  type Statement,
} from '@facturador/shared/domain/receivables';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { ageingOf } from './ageing';
import { cuentaFactura, type LedgerMovement } from './ledger';
import { accountsInScope } from './scope';

export interface StatementPeriod {
  desde?: string;
  hasta?: string;
  ambiente?: 1 | 2;
}

/**
 * GET /api/clientes/{identificacion}/estado-de-cuenta: the customer's credit invoices and everything
 * that lowered them, in date order, with the running balance. Built from the same accounts as the
 * ageing table, so its closing balance is the ageing's saldo on `hasta`.
 */
export async function customerStatement(
  db: Db,
  emisorId: string,
  identificacion: string,
  period: StatementPeriod,
): Promise<Statement & { ambiente: 1 | 2 }> {
  const hasta = period.hasta ?? fechaIsoHoy();
  const { ambiente, invoices, accounts } = await accountsInScope(
    db,
    { emisorId, ambiente: period.ambiente, identificacion },
    hasta,
  );
  const latest = invoices.at(-1);
  if (!latest) throw notFound(CLIENTE_SIN_MOVIMIENTOS_MESSAGE);

  // Date order; on one day, invoices in emission order and each invoice's movements in its own order.
  const ordered: LedgerMovement[] = accounts
    .flatMap((account, index) => account.movimientos.map((movement) => ({ movement, index })))
    .sort(
      (a, b) =>
        a.movement.fechaIso.localeCompare(b.movement.fechaIso) ||
        a.index - b.index ||
        a.movement.orden - b.movement.orden,
    )
    .map(({ movement }) => movement);

  let saldo = 0;
  let saldoInicial = 0;
  const movimientos: Movimiento[] = [];
  for (const movement of ordered) {
    saldo += movement.cargoCentavos - movement.abonoCentavos;
    if (period.desde && movement.fechaIso < period.desde) {
      saldoInicial = saldo;
      continue;
    }
    movimientos.push({
      fecha: isoToFechaSri(movement.fechaIso),
      tipo: movement.tipo,
      numero: movement.numero,
      referencia: movement.referencia,
      factura: movement.factura,
      claveAcceso: movement.claveAcceso,
      descripcion: movement.descripcion,
      cargo: fromCents(movement.cargoCentavos),
      abono: fromCents(movement.abonoCentavos),
      saldo: fromCents(saldo),
    });
  }
  const { totales } = ageingOf(accounts);
  const email = [...invoices].reverse().find((invoice) => invoice.email)?.email ?? '';
  return {
    ambiente,
    cliente: { identificacion, razonSocial: latest.razonSocial, email },
    desde: period.desde ? isoToFechaSri(period.desde) : null,
    hasta: isoToFechaSri(hasta),
    saldoInicial: fromCents(saldoInicial),
    movimientos,
    saldoFinal: fromCents(saldo),
    vencido: totales.vencido,
    tramos: totales.tramos,
    facturas: accounts.filter((account) => account.saldoCentavos > 0).map(cuentaFactura),
  };
}
