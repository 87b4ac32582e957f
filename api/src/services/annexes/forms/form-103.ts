import type { Formulario103 } from '@facturador/shared/domain/annexes';
import type { AtsInput } from '../ats/input';
import { Acumulado, PorClave } from './figures';

/**
 * Form 103 of the month: base and value withheld per renta code, from the retención the ATS reports
 * on each purchase (its air/detalleAir), liquidaciones de compra included.
 */
export function formulario103(input: AtsInput, detalle: boolean): Formulario103 {
  const porCodigo = new PorClave<string>();
  const porcentajes = new Map<string, number>();
  const total = new Acumulado();
  for (const compra of input.compras) {
    const retencion = compra.retenciones[0];
    for (const linea of retencion?.lineas ?? []) {
      if (linea.impuesto !== 'renta') continue;
      const documento = {
        documento: `Retención ${retencion!.numero} (compra ${compra.numero})`,
        identificacion: compra.identificacion,
        razonSocial: compra.razonSocial,
        base: linea.baseImponible,
        valor: linea.valor,
      };
      porCodigo.of(linea.codigo).add(documento);
      porcentajes.set(linea.codigo, linea.porcentaje);
      total.add(documento);
    }
  }
  return {
    retencionesRenta: porCodigo.keys().map((codigo) => ({
      codigo,
      porcentaje: porcentajes.get(codigo) ?? 0,
      cifra: porCodigo.of(codigo).cifra(detalle),
    })),
    total: total.cifra(detalle),
  };
}
