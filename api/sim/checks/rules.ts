import {
  daysBetweenFechas,
  fechaEcuador,
  formatMoneyPlain,
  fromCents,
  IVA_OPTIONS,
  parseClaveAcceso,
  parseFechaSri,
  percentOf,
  roundMoney,
  sumCents,
  toCents,
} from '@facturador/shared/domain';
import type { XmlNode } from '../../src/sri/reader';
import { amount, type ComprobanteFacts, child, children, INFO_DOCUMENTO, text } from './document';

/** A failed rule: the SRI code and the explanation for informacionAdicional. */
export interface RuleFailure {
  code: string;
  informacionAdicional: string;
}

/** Error 65: issued more than 129,600 minutes (90 days) ago, or in the future (Ecuador's date). */
export function checkFechaEmision(facts: ComprobanteFacts, now: Date): RuleFailure | null {
  const fecha = parseFechaSri(facts.fechaEmision);
  if (!fecha) return { code: '67', informacionAdicional: 'Existe errores en el formato de la fecha.' };
  const days = daysBetweenFechas(fecha, fechaEcuador(now));
  if (days < 0 || days > 90) {
    return {
      code: '65',
      informacionAdicional:
        'La fecha de emisión está fuera del rango de tolerancia [129600 minutos], o es mayor a la fecha del servidor',
    };
  }
  return null;
}

/** Error 58: the key's check digit and components must match the document. */
export function checkClaveAcceso(facts: ComprobanteFacts): RuleFailure | null {
  const key = parseClaveAcceso(facts.claveAcceso);
  const mismatch = (what: string): RuleFailure => ({
    code: '58',
    informacionAdicional: `La clave de acceso tiene componentes diferentes a los del comprobante: ${what}`,
  });
  if (!key) return mismatch('longitud');
  if (!key.checkDigitOk) return mismatch('dígito verificador');
  if (key.fechaEmision !== facts.fechaEmision) return mismatch('fecha de emisión');
  if (key.codDoc !== facts.codDoc) return mismatch('tipo de comprobante');
  if (key.ruc !== facts.ruc) return mismatch('RUC');
  if (key.ambiente !== facts.ambiente) return mismatch('ambiente');
  if (key.estab !== facts.estab || key.ptoEmi !== facts.ptoEmi) return mismatch('serie');
  if (key.secuencial !== facts.secuencial) return mismatch('secuencial');
  if (key.tipoEmision !== facts.tipoEmision) return mismatch('tipo de emisión');
  return null;
}

/** IVA rates by codigoPorcentaje (SRI-NOTES §8, the dated table). */
const IVA_TARIFAS: Record<string, number> = Object.fromEntries(
  IVA_OPTIONS.map((option) => [String(option.codigoPorcentaje), option.tarifa]),
);

const fmt = formatMoneyPlain;

/**
 * Error 52: every total must follow from the lines (1 cent tolerance where rounding may differ). The
 * IVA of each rate in totalConImpuestos is its base x rate rounded once ("round globally", SRI-NOTES §8).
 */
export function checkTotals(root: XmlNode, facts: ComprobanteFacts): RuleFailure | null {
  const fail = (informacionAdicional: string): RuleFailure => ({ code: '52', informacionAdicional });
  if (facts.tipo === 'comprobanteRetencion') return checkRetencionValues(root, fail);
  if (facts.tipo === 'notaDebito') return checkNotaDebitoValues(root, fail);
  // A guía de remisión carries no amounts.
  if (facts.tipo === 'guiaRemision') return null;
  const info = child(root, INFO_DOCUMENTO[facts.tipo]);
  const detalles = children(child(root, 'detalles'), 'detalle');
  let sumaLineas = 0;
  const porImpuesto = new Map<string, { base: number; tarifa: number; valor: number }>();

  for (const [index, detalle] of detalles.entries()) {
    const numero = index + 1;
    const esperado = roundMoney(
      amount(detalle, 'cantidad') * amount(detalle, 'precioUnitario') - amount(detalle, 'descuento'),
    );
    const precioTotal = amount(detalle, 'precioTotalSinImpuesto');
    if (Math.abs(toCents(esperado) - toCents(precioTotal)) > 1) {
      return fail(
        `Detalle ${numero}: precioTotalSinImpuesto ${fmt(precioTotal)} no coincide con cantidad x precioUnitario - descuento = ${fmt(esperado)}`,
      );
    }
    sumaLineas += toCents(precioTotal);
    const impuestos = children(child(detalle, 'impuestos'), 'impuesto');
    // ICE (3) is part of the line's IVA base: net + ICE (SRI-NOTES §9).
    const iceLinea = sumCents(
      impuestos.filter((impuesto) => text(impuesto, 'codigo') === '3').map((impuesto) => amount(impuesto, 'valor')),
    );
    for (const impuesto of impuestos) {
      const codigo = text(impuesto, 'codigo');
      const codigoPorcentaje = text(impuesto, 'codigoPorcentaje');
      const base = amount(impuesto, 'baseImponible');
      const valor = amount(impuesto, 'valor');
      const tarifaIva = codigo === '2' ? IVA_TARIFAS[codigoPorcentaje] : undefined;
      if (codigo === '2' && tarifaIva === undefined)
        return fail(`Detalle ${numero}: código de IVA ${codigoPorcentaje} desconocido`);
      if (codigo === '5' && codigoPorcentaje !== '5001')
        return fail(`Detalle ${numero}: código de IRBPNR ${codigoPorcentaje} desconocido`);
      const tarifaDeclarada = text(impuesto, 'tarifa');
      if (tarifaIva !== undefined && tarifaDeclarada !== '' && Number(tarifaDeclarada) !== tarifaIva) {
        return fail(`Detalle ${numero}: la tarifa ${tarifaDeclarada} no corresponde al código ${codigoPorcentaje}`);
      }
      if (codigo === '2' && Math.abs(toCents(base) - toCents(precioTotal) - iceLinea) > 1) {
        return fail(
          `Detalle ${numero}: baseImponible ${fmt(base)} no coincide con precioTotalSinImpuesto ${fmt(precioTotal)} más el ICE ${fmt(fromCents(iceLinea))}`,
        );
      }
      if (codigo === '3' && Math.abs(toCents(base) - toCents(precioTotal)) > 1) {
        return fail(`Detalle ${numero}: la base del ICE ${fmt(base)} no es precioTotalSinImpuesto ${fmt(precioTotal)}`);
      }
      const tarifa = tarifaIva ?? Number(tarifaDeclarada || 0);
      // IRBPNR: USD per bottle x bottles; ICE: at least its ad valorem part (a specific part adds to it).
      const calculado = codigo === '5' ? toCents(base * tarifa) : toCents(percentOf(base, tarifa));
      const mismatch = codigo === '3' ? toCents(valor) < calculado - 1 : Math.abs(calculado - toCents(valor)) > 1;
      if (mismatch) {
        return fail(
          `Detalle ${numero}: el valor del impuesto ${fmt(valor)} no corresponde a ${fmt(base)} x ${tarifa}${codigo === '5' ? '' : '%'}`,
        );
      }
      const key = `${codigo}/${codigoPorcentaje}`;
      const total = porImpuesto.get(key) ?? { base: 0, tarifa, valor: 0 };
      total.base += toCents(base);
      total.valor += toCents(valor);
      porImpuesto.set(key, total);
    }
  }

  const totalSinImpuestos = amount(info, 'totalSinImpuestos');
  if (toCents(totalSinImpuestos) !== sumaLineas) {
    return fail(
      `El totalSinImpuestos ${fmt(totalSinImpuestos)} no es igual a la suma de los detalles ${fmt(fromCents(sumaLineas))}`,
    );
  }
  let sumaImpuestos = 0;
  const declarados = children(child(info, 'totalConImpuestos'), 'totalImpuesto');
  for (const totalImpuesto of declarados) {
    const key = `${text(totalImpuesto, 'codigo')}/${text(totalImpuesto, 'codigoPorcentaje')}`;
    const calculado = porImpuesto.get(key);
    const base = amount(totalImpuesto, 'baseImponible');
    const valor = amount(totalImpuesto, 'valor');
    if (!calculado) return fail(`El impuesto ${key} de totalConImpuestos no aparece en los detalles`);
    if (toCents(base) !== calculado.base) {
      return fail(
        `La base imponible ${fmt(base)} del impuesto ${key} no coincide con la suma de los detalles ${fmt(fromCents(calculado.base))}`,
      );
    }
    // IVA is rounded once per rate; ICE and IRBPNR add up their lines.
    const global = key.startsWith('2/')
      ? toCents(percentOf(fromCents(calculado.base), calculado.tarifa))
      : calculado.valor;
    if (Math.abs(toCents(valor) - global) > 1) {
      return fail(`El valor ${fmt(valor)} del impuesto ${key} no coincide con el calculado ${fmt(fromCents(global))}`);
    }
    sumaImpuestos += toCents(valor);
  }
  if (declarados.length !== porImpuesto.size)
    return fail('totalConImpuestos no incluye todos los impuestos de los detalles');

  const campo = facts.tipo === 'notaCredito' ? 'valorModificacion' : 'importeTotal';
  const totalDeclarado = amount(info, campo);
  const esperado = sumaLineas + sumaImpuestos + (facts.tipo === 'factura' ? toCents(amount(info, 'propina')) : 0);
  if (Math.abs(toCents(totalDeclarado) - esperado) > 1) {
    return fail(`El ${campo} ${fmt(totalDeclarado)} no coincide con el calculado ${fmt(fromCents(esperado))}`);
  }
  if (facts.tipo !== 'notaCredito') {
    const pagos = children(child(info, 'pagos'), 'pago');
    if (pagos.length > 0) {
      const sumaPagos = sumCents(pagos.map((pago) => amount(pago, 'total')));
      if (Math.abs(sumaPagos - toCents(totalDeclarado)) > 1) {
        return fail(
          `La suma de las formas de pago ${fmt(fromCents(sumaPagos))} no coincide con el importeTotal ${fmt(totalDeclarado)}`,
        );
      }
    }
  }
  return null;
}

/**
 * A nota de débito's values (SRI-NOTES §10.1): Σ motivos = totalSinImpuestos = Σ bases; each IVA is
 * its base × its rate's tarifa, once; valorTotal = totalSinImpuestos + Σ valor; pagos add up to it.
 */
function checkNotaDebitoValues(root: XmlNode, fail: (message: string) => RuleFailure): RuleFailure | null {
  const info = child(root, 'infoNotaDebito');
  const totalSinImpuestos = toCents(amount(info, 'totalSinImpuestos'));
  const motivos = children(child(root, 'motivos'), 'motivo');
  const sumaMotivos = motivos.reduce((sum, motivo) => sum + toCents(amount(motivo, 'valor')), 0);
  if (sumaMotivos !== totalSinImpuestos) {
    return fail(
      `El totalSinImpuestos ${fmt(fromCents(totalSinImpuestos))} no es igual a la suma de los motivos ${fmt(fromCents(sumaMotivos))}`,
    );
  }
  let sumaBases = 0;
  let sumaImpuestos = 0;
  for (const impuesto of children(child(info, 'impuestos'), 'impuesto')) {
    const codigoPorcentaje = text(impuesto, 'codigoPorcentaje');
    const base = amount(impuesto, 'baseImponible');
    const valor = amount(impuesto, 'valor');
    const tarifa = text(impuesto, 'codigo') === '2' ? IVA_TARIFAS[codigoPorcentaje] : Number(text(impuesto, 'tarifa'));
    if (tarifa === undefined) return fail(`Código de IVA ${codigoPorcentaje} desconocido`);
    if (Number(text(impuesto, 'tarifa')) !== tarifa) {
      return fail(`La tarifa ${text(impuesto, 'tarifa')} no corresponde al código ${codigoPorcentaje}`);
    }
    if (toCents(percentOf(base, tarifa)) !== toCents(valor)) {
      return fail(`El valor del impuesto ${fmt(valor)} no corresponde a ${fmt(base)} x ${tarifa}%`);
    }
    sumaBases += toCents(base);
    sumaImpuestos += toCents(valor);
  }
  if (sumaBases !== totalSinImpuestos) {
    return fail(
      `Las bases imponibles ${fmt(fromCents(sumaBases))} no suman el totalSinImpuestos ${fmt(fromCents(totalSinImpuestos))}`,
    );
  }
  const valorTotal = toCents(amount(info, 'valorTotal'));
  if (valorTotal !== totalSinImpuestos + sumaImpuestos) {
    return fail(
      `El valorTotal ${fmt(fromCents(valorTotal))} no coincide con el calculado ${fmt(fromCents(totalSinImpuestos + sumaImpuestos))}`,
    );
  }
  const pagos = children(child(info, 'pagos'), 'pago');
  const sumaPagos = pagos.reduce((sum, pago) => sum + toCents(amount(pago, 'total')), 0);
  if (pagos.length > 0 && sumaPagos !== valorTotal) {
    return fail(
      `La suma de las formas de pago ${fmt(fromCents(sumaPagos))} no coincide con el valorTotal ${fmt(fromCents(valorTotal))}`,
    );
  }
  return null;
}

/** A retención's values: each valorRetenido is its base x percentage, to the cent (1 cent tolerance). */
function checkRetencionValues(root: XmlNode, fail: (message: string) => RuleFailure): RuleFailure | null {
  for (const doc of children(child(root, 'docsSustento'), 'docSustento')) {
    for (const [index, retencion] of children(child(doc, 'retenciones'), 'retencion').entries()) {
      const base = amount(retencion, 'baseImponible');
      const porcentaje = amount(retencion, 'porcentajeRetener');
      const valor = amount(retencion, 'valorRetenido');
      if (Math.abs(toCents(percentOf(base, porcentaje)) - toCents(valor)) > 1) {
        return fail(
          `Retención ${index + 1}: el valorRetenido ${fmt(valor)} no corresponde a ${fmt(base)} x ${porcentaje}%`,
        );
      }
    }
  }
  return null;
}
