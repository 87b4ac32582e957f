import type { jsPDF } from 'jspdf';
import type { RideDocument } from '../ride-input';
import { drawTable, type TableColumn } from './table';

type Motivo = NonNullable<RideDocument['notaDebito']>['motivos'][number];

/** OCA's `report_edi_debit_note.xml` (SRI-NOTES §10.1): the reason, then its value without tax; 190 mm. */
const COLUMNS: TableColumn<keyof Motivo>[] = [
  { key: 'razon', label: 'Razón de la modificación', width: 160, align: 'left' },
  { key: 'valor', label: 'Valor', width: 30, align: 'right' },
];

/** A nota de débito's motivos, over as many pages as they need. Answers the y below the table. */
export function drawMotivos(doc: jsPDF, motivos: readonly Motivo[], top: number, newPage: () => number): number {
  return drawTable(doc, COLUMNS, motivos, top, newPage);
}
