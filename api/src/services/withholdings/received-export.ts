import { IMPUESTO_RETENIDO_NOMBRE } from '@facturador/shared/domain/withholdings';
import type { Db } from '../../db/database';
import { type Cell, type SheetColumn, toCsv, toXlsx } from '../reports/spreadsheets';
import { listReceivedWithholdings } from './received-queries';

const COLUMNS: SheetColumn[] = [
  { header: 'Fecha de emisión', width: 14 },
  { header: 'Número de retención', width: 20 },
  { header: 'Clave de acceso', width: 52 },
  { header: 'RUC del agente', width: 15 },
  { header: 'Agente de retención', width: 36 },
  { header: 'Período fiscal', width: 10 },
  { header: 'Factura', width: 20 },
  { header: 'Impuesto', width: 10 },
  { header: 'Código', width: 8 },
  { header: 'Base imponible', kind: 'money' },
  { header: 'Porcentaje', width: 10 },
  { header: 'Valor retenido', kind: 'money' },
];

/** The year's retenciones received, one row per withholding (for the accountant and the forms 104 / renta). */
export async function exportReceivedWithholdings(db: Db, emisorId: string, anio: number, formato: 'csv' | 'xlsx') {
  const retenciones = await listReceivedWithholdings(db, emisorId, { desde: `${anio}-01-01`, hasta: `${anio}-12-31` });
  const rows: Cell[][] = retenciones
    .toReversed()
    .flatMap((retencion) =>
      retencion.lineas.map((linea) => [
        retencion.fechaEmision,
        retencion.numero,
        retencion.claveAcceso,
        retencion.identificacionAgente,
        retencion.razonSocialAgente,
        retencion.periodoFiscal,
        linea.factura.numero,
        IMPUESTO_RETENIDO_NOMBRE[linea.impuesto],
        linea.codigo,
        linea.baseImponible,
        linea.porcentaje,
        linea.valor,
      ]),
    );
  return formato === 'csv' ? toCsv(COLUMNS, rows) : toXlsx(`Retenciones ${anio}`, COLUMNS, rows);
}
