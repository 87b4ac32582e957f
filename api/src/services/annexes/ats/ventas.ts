import { sumMoney } from '@facturador/shared/domain';
import { ATS_ID_VENTAS, atsAmount, foldAtsText, TIPO_ID_CONSUMIDOR_FINAL } from '@facturador/shared/domain/annexes';
import { type AtsInput, type AtsVenta, baseKind } from './input';
import { block, el } from './xml';

/**
 * ventas/detalleVentas: one row per client × tipoComprobante × tipoEmision. Facturas are «18» (ventas
 * excepto NC/ND, Tabla 4), credit notes their own row «04» with positive amounts and no formasDePago,
 * notas de débito «05». The retenciones each client issued to the company go on its «18» row (one with
 * no documents when it bought nothing this month).
 */
export const TIPO_VENTA: Record<AtsVenta['codDoc'], string> = { '01': '18', '04': '04', '05': '05' };

export interface FilaVenta {
  tpIdCliente: string;
  idCliente: string;
  razonSocial: string;
  tipoComprobante: string;
  tipoEmision: 'E' | 'F';
  numeroComprobantes: number;
  baseNoGraIva: number;
  baseImponible: number;
  baseImpGrav: number;
  montoIva: number;
  montoIce: number;
  valorRetIva: number;
  valorRetRenta: number;
  formasPago: string[];
}

/** Sales without IVA of a document (its three ATS bases; exento counts as no gravado). */
export function ventaBases(venta: AtsVenta) {
  const sum = (pick: (kind: ReturnType<typeof baseKind>) => boolean) =>
    sumMoney(venta.bases.filter((base) => pick(baseKind(base.codigoPorcentaje))).map((base) => base.baseImponible));
  return {
    baseNoGraIva: sum((kind) => kind === 'baseNoGraIva' || kind === 'baseImpExe'),
    baseImponible: sum((kind) => kind === 'baseImponible'),
    baseImpGrav: sum((kind) => kind === 'baseImpGrav'),
    montoIva: sumMoney(venta.bases.map((base) => base.valor)),
  };
}

const clienteId = (venta: { tipoIdentificacion: string; identificacion: string }) =>
  venta.tipoIdentificacion === TIPO_ID_CONSUMIDOR_FINAL ? '9999999999999' : venta.identificacion;

export function filasVentas(input: Pick<AtsInput, 'ventas' | 'retencionesRecibidas'>): FilaVenta[] {
  const filas = new Map<string, FilaVenta>();
  for (const venta of input.ventas) {
    const tipoComprobante = TIPO_VENTA[venta.codDoc];
    const idCliente = clienteId(venta);
    const key = `${idCliente}|${tipoComprobante}|${venta.tipoEmision}`;
    const fila = filas.get(key) ?? {
      tpIdCliente: ATS_ID_VENTAS[venta.tipoIdentificacion] ?? '',
      idCliente,
      razonSocial: venta.razonSocial,
      tipoComprobante,
      tipoEmision: venta.tipoEmision,
      numeroComprobantes: 0,
      baseNoGraIva: 0,
      baseImponible: 0,
      baseImpGrav: 0,
      montoIva: 0,
      montoIce: 0,
      valorRetIva: 0,
      valorRetRenta: 0,
      formasPago: [],
    };
    const bases = ventaBases(venta);
    fila.numeroComprobantes += 1;
    fila.baseNoGraIva = sumMoney([fila.baseNoGraIva, bases.baseNoGraIva]);
    fila.baseImponible = sumMoney([fila.baseImponible, bases.baseImponible]);
    fila.baseImpGrav = sumMoney([fila.baseImpGrav, bases.baseImpGrav]);
    fila.montoIva = sumMoney([fila.montoIva, bases.montoIva]);
    fila.montoIce = sumMoney([fila.montoIce, venta.ice]);
    if (venta.codDoc !== '04')
      for (const code of venta.formasPago) if (!fila.formasPago.includes(code)) fila.formasPago.push(code);
    filas.set(key, fila);
  }
  for (const retencion of input.retencionesRecibidas) {
    const existing = [...filas.values()].find(
      (fila) => fila.idCliente === retencion.identificacion && fila.tipoComprobante === '18',
    );
    const fila = existing ?? {
      tpIdCliente: ATS_ID_VENTAS['04']!,
      idCliente: retencion.identificacion,
      razonSocial: retencion.razonSocial,
      tipoComprobante: '18',
      tipoEmision: 'E' as const,
      numeroComprobantes: 0,
      baseNoGraIva: 0,
      baseImponible: 0,
      baseImpGrav: 0,
      montoIva: 0,
      montoIce: 0,
      valorRetIva: 0,
      valorRetRenta: 0,
      formasPago: [],
    };
    fila.valorRetIva = sumMoney([fila.valorRetIva, retencion.iva]);
    fila.valorRetRenta = sumMoney([fila.valorRetRenta, retencion.renta]);
    if (!existing) filas.set(`${retencion.identificacion}|18|E|ret`, fila);
  }
  return [...filas.values()];
}

function detalleVenta(fila: FilaVenta): string {
  const conNombre = fila.tpIdCliente !== ATS_ID_VENTAS[TIPO_ID_CONSUMIDOR_FINAL];
  return block(
    'detalleVentas',
    el('tpIdCliente', fila.tpIdCliente),
    el('idCliente', fila.idCliente),
    conNombre ? el('parteRelVtas', 'NO') : '',
    // A passport holder is named (tipoCliente is not guessed: the product does not know it).
    fila.tpIdCliente === ATS_ID_VENTAS['06'] ? el('denoCli', foldAtsText(fila.razonSocial)) : '',
    el('tipoComprobante', fila.tipoComprobante),
    el('tipoEmision', fila.tipoEmision),
    el('numeroComprobantes', fila.numeroComprobantes),
    el('baseNoGraIva', atsAmount(fila.baseNoGraIva)),
    el('baseImponible', atsAmount(fila.baseImponible)),
    el('baseImpGrav', atsAmount(fila.baseImpGrav)),
    el('montoIva', atsAmount(fila.montoIva)),
    el('montoIce', atsAmount(fila.montoIce)),
    el('valorRetIva', atsAmount(fila.valorRetIva)),
    el('valorRetRenta', atsAmount(fila.valorRetRenta)),
    fila.formasPago.length
      ? block(
          'formasDePago',
          fila.formasPago.map((code) => el('formaPago', code)),
        )
      : '',
  );
}

export function ventasBlock(filas: FilaVenta[]): string {
  return filas.length ? block('ventas', filas.map(detalleVenta)) : '';
}
