import { fechaSriToIso, fromCents, isoToFechaSri, toCents } from '@facturador/shared/domain';
import {
  type CondicionesCredito,
  type CuentaFactura,
  condicionesCredito,
  condicionesNotaDebito,
  diasEntre,
  fechaVencimiento,
  type Movimiento,
  type PagoConPlazo,
  TIPO_MOVIMIENTO_CUENTA_LABELS,
  type Tramo,
  tramoDe,
} from '@facturador/shared/domain/receivables';

/**
 * The balance model of cuentas por cobrar (issue #23), in one place: every figure of the invoice's
 * card, the ageing table and the statement comes from here, in integer cents.
 *
 * An AUTORIZADA invoice whose pagos carry a plazo > 0 is receivable; the part paid without a term
 * was settled at emission. Its balance on a day is the total minus that counter part, the AUTORIZADA
 * credit notes, the retenciones received (not deleted) and the payments (not deleted) dated up to
 * that day, never below zero: an abono larger than what is left applies only what is left.
 *
 * An AUTORIZADA nota de débito is an account of its own beside its invoice's: charged on its own
 * date, due by its term (condicionesNotaDebito), lowered by the payments registered to it.
 */
export interface InvoiceRow {
  id: string;
  /** '01' factura, '05' nota de débito. */
  tipo: '01' | '05';
  claveAcceso: string;
  numero: string;
  /** A nota de débito's invoice number; null for an invoice. */
  numDocModificado: string | null;
  identificacion: string;
  razonSocial: string;
  email: string;
  /** dd/mm/aaaa. */
  fechaEmision: string;
  importeTotal: string;
  pagos: PagoConPlazo[] | null;
  /** A nota de débito's invoice's pagos (its term); null for an invoice. */
  pagosFactura: PagoConPlazo[] | null;
}

export type AbonoTipo = 'NOTA_CREDITO' | 'RETENCION' | 'COBRO';

/** Something that lowers one invoice's balance. */
export interface AbonoRow {
  documentoId: string;
  tipo: AbonoTipo;
  /** YYYY-MM-DD. */
  fecha: string;
  numero: string;
  /** A payment's reference (its transfer or voucher number); empty for the rest. */
  referencia?: string;
  descripcion: string;
  valor: string;
}

export interface LedgerMovement {
  fechaIso: string;
  /** Ties on one day: the invoice first, then its counter payment, then the abonos. */
  orden: number;
  tipo: Movimiento['tipo'];
  numero: string;
  referencia: string;
  factura: string;
  claveAcceso: string;
  descripcion: string;
  cargoCentavos: number;
  abonoCentavos: number;
}

export interface InvoiceAccount {
  invoice: InvoiceRow;
  condiciones: CondicionesCredito;
  emisionIso: string;
  vencimientoIso: string | null;
  totalCentavos: number;
  notasCreditoCentavos: number;
  retencionesCentavos: number;
  cobradoCentavos: number;
  saldoCentavos: number;
  /** Days past due on the cut-off day (0 if not yet due or nothing left). */
  diasVencido: number;
  tramo: Tramo;
  /** The invoice's own movements up to the cut-off day, abonos as applied. */
  movimientos: LedgerMovement[];
}

const ORDEN: Record<Movimiento['tipo'], number> = {
  FACTURA: 0,
  NOTA_DEBITO: 0,
  CONTADO: 1,
  NOTA_CREDITO: 2,
  RETENCION: 3,
  COBRO: 4,
};

/** The later of two YYYY-MM-DD dates (they compare as text). */
const laterIso = (a: string, b: string) => (a.localeCompare(b) < 0 ? b : a);

const byDateThenKind = (a: AbonoRow, b: AbonoRow) =>
  a.fecha === b.fecha ? ORDEN[a.tipo] - ORDEN[b.tipo] : a.fecha < b.fecha ? -1 : 1;

function conditionsOf(invoice: InvoiceRow, total: number): CondicionesCredito {
  if (invoice.tipo !== '05') return condicionesCredito(invoice.pagos ?? undefined, total);
  // Only the invoice's term matters here, not how much of it was on credit.
  const plazoFactura = invoice.pagosFactura ? condicionesCredito(invoice.pagosFactura, 0).plazo : null;
  return condicionesNotaDebito(invoice.pagos ?? undefined, total, plazoFactura);
}

/** «Factura 001-001-000000123, vence el 31/12/2026»; a nota de débito names its invoice too. */
function chargeDescription(invoice: InvoiceRow, vencimientoIso: string | null): string {
  const label = TIPO_MOVIMIENTO_CUENTA_LABELS[invoice.tipo === '05' ? 'NOTA_DEBITO' : 'FACTURA'];
  const of = invoice.tipo === '05' && invoice.numDocModificado ? ` de la factura ${invoice.numDocModificado}` : '';
  const due = vencimientoIso ? `, vence el ${isoToFechaSri(vencimientoIso)}` : '';
  return `${label} ${invoice.numero}${of}${due}`;
}

/** One invoice's (or nota de débito's) account on `corteIso` (null when issued after it). */
export function invoiceAccount(
  invoice: InvoiceRow,
  abonos: readonly AbonoRow[],
  corteIso: string,
): InvoiceAccount | null {
  const emisionIso = fechaSriToIso(invoice.fechaEmision);
  if (emisionIso > corteIso) return null;
  const totalCentavos = toCents(Number(invoice.importeTotal));
  const condiciones = conditionsOf(invoice, fromCents(totalCentavos));
  const vencimientoIso = fechaVencimiento(emisionIso, condiciones.plazo);
  const base = { factura: invoice.numero, claveAcceso: invoice.claveAcceso, referencia: '' };
  const tipo = invoice.tipo === '05' ? 'NOTA_DEBITO' : 'FACTURA';
  const movimientos: LedgerMovement[] = [
    {
      ...base,
      fechaIso: emisionIso,
      orden: ORDEN[tipo],
      tipo,
      numero: invoice.numero,
      descripcion: chargeDescription(invoice, vencimientoIso),
      cargoCentavos: totalCentavos,
      abonoCentavos: 0,
    },
  ];
  let saldo = totalCentavos;
  const apply = (cents: number) => {
    const applied = Math.min(cents, saldo);
    saldo -= applied;
    return applied;
  };
  if (condiciones.contadoCentavos > 0)
    movimientos.push({
      ...base,
      fechaIso: emisionIso,
      orden: ORDEN.CONTADO,
      tipo: 'CONTADO',
      numero: invoice.numero,
      descripcion: TIPO_MOVIMIENTO_CUENTA_LABELS.CONTADO,
      cargoCentavos: 0,
      abonoCentavos: apply(condiciones.contadoCentavos),
    });
  const sums = { NOTA_CREDITO: 0, RETENCION: 0, COBRO: 0 };
  const mine = abonos.filter((abono) => abono.documentoId === invoice.id && abono.fecha <= corteIso);
  for (const abono of mine.sort(byDateThenKind)) {
    const cents = toCents(Number(abono.valor));
    sums[abono.tipo] += cents;
    movimientos.push({
      ...base,
      // An abono dated before its invoice (a typo in a retención) is shown on the invoice's day.
      fechaIso: laterIso(abono.fecha, emisionIso),
      orden: ORDEN[abono.tipo],
      tipo: abono.tipo,
      numero: abono.numero,
      referencia: abono.referencia ?? '',
      descripcion: abono.descripcion,
      cargoCentavos: 0,
      abonoCentavos: apply(cents),
    });
  }
  const diasVencido = vencimientoIso && saldo > 0 ? Math.max(0, diasEntre(vencimientoIso, corteIso)) : 0;
  return {
    invoice,
    condiciones,
    emisionIso,
    vencimientoIso,
    totalCentavos,
    notasCreditoCentavos: sums.NOTA_CREDITO,
    retencionesCentavos: sums.RETENCION,
    cobradoCentavos: sums.COBRO,
    saldoCentavos: saldo,
    diasVencido,
    tramo: vencimientoIso && saldo > 0 ? tramoDe(vencimientoIso, corteIso) : 'porVencer',
    movimientos,
  };
}

/** The account as the API answers it (dollars, dd/mm/aaaa). */
export function cuentaFactura(account: InvoiceAccount): CuentaFactura {
  const { invoice } = account;
  return {
    claveAcceso: invoice.claveAcceso,
    tipoComprobante: invoice.tipo,
    numero: invoice.numero,
    numDocModificado: invoice.numDocModificado,
    identificacion: invoice.identificacion,
    razonSocial: invoice.razonSocial,
    fechaEmision: invoice.fechaEmision,
    vencimiento: account.vencimientoIso ? isoToFechaSri(account.vencimientoIso) : null,
    aCredito: account.condiciones.creditoCentavos > 0,
    importeTotal: fromCents(account.totalCentavos),
    contado: fromCents(account.condiciones.contadoCentavos),
    notasCredito: fromCents(account.notasCreditoCentavos),
    retenciones: fromCents(account.retencionesCentavos),
    cobrado: fromCents(account.cobradoCentavos),
    saldo: fromCents(account.saldoCentavos),
    vencido: account.diasVencido > 0,
    diasVencido: account.diasVencido,
  };
}

/** Every account of the invoices given, on `corteIso` (invoices issued later are left out). */
export function accountsOn(
  invoices: readonly InvoiceRow[],
  abonos: readonly AbonoRow[],
  corteIso: string,
): InvoiceAccount[] {
  const byInvoice = new Map<string, AbonoRow[]>();
  for (const abono of abonos) {
    const list = byInvoice.get(abono.documentoId) ?? [];
    list.push(abono);
    byInvoice.set(abono.documentoId, list);
  }
  return invoices
    .map((invoice) => invoiceAccount(invoice, byInvoice.get(invoice.id) ?? [], corteIso))
    .filter((account): account is InvoiceAccount => account !== null);
}
