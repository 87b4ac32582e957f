import type { jsPDF } from 'jspdf';

/** A4 in millimetres; content stops above the footer line that carries the page number. */
export const PAGE = { width: 210, height: 297, margin: 10, contentBottom: 284, footerY: 291 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

const PT_TO_MM = 25.4 / 72;
const LINE_HEIGHT_FACTOR = 1.2;

type Rgb = [number, number, number];
export const COLORS: Record<'text' | 'muted' | 'border' | 'fill' | 'alert', Rgb> = {
  text: [15, 23, 42],
  muted: [71, 85, 105],
  border: [100, 116, 139],
  fill: [226, 232, 240],
  alert: [185, 28, 28],
};

export type FontStyle = 'normal' | 'bold';
export type Align = 'left' | 'center' | 'right';

export function setFont(doc: jsPDF, size: number, style: FontStyle = 'normal', color: Rgb = COLORS.text): void {
  doc.setFont('helvetica', style);
  doc.setFontSize(size);
  doc.setTextColor(...color);
}

export function lineHeight(size: number): number {
  return size * PT_TO_MM * LINE_HEIGHT_FACTOR;
}

/** Splits text into the lines that fit `width` at the current font. */
export function wrap(doc: jsPDF, text: string, width: number): string[] {
  if (!text) return [];
  return doc.splitTextToSize(text, width) as string[];
}

/** Draws lines from their top edge at the current font; answers the height used. */
export function drawLines(doc: jsPDF, lines: string[], x: number, top: number, align: Align = 'left'): number {
  const size = doc.getFontSize();
  const step = lineHeight(size);
  lines.forEach((line, index) => {
    doc.text(line, x, top + index * step, { baseline: 'top', align });
  });
  return lines.length * step;
}

/** The largest size from `size` down to `min` at which `text` fits `width` on one line. */
export function fitFontSize(doc: jsPDF, text: string, width: number, size: number, min: number): number {
  let current = size;
  doc.setFontSize(current);
  while (current > min && doc.getTextWidth(text) > width) {
    current = Math.max(min, current - 0.5);
    doc.setFontSize(current);
  }
  return current;
}

/**
 * `Label: value`, the label in bold and the value wrapped beside it with a hanging indent (or under
 * it when the label takes most of the width). Answers the height used.
 */
export function drawLabelValue(
  doc: jsPDF,
  label: string,
  value: string,
  x: number,
  top: number,
  width: number,
  size: number,
): number {
  setFont(doc, size, 'bold');
  // A clear gap after the label: a bold space alone reads as glued to the value.
  const labelWidth = doc.getTextWidth(label) + 1.2;
  doc.text(label, x, top, { baseline: 'top' });
  setFont(doc, size);
  if (labelWidth > width * 0.75) {
    const lines = wrap(doc, value, width);
    return lineHeight(size) + drawLines(doc, lines, x, top + lineHeight(size));
  }
  const lines = wrap(doc, value, width - labelWidth);
  return Math.max(lineHeight(size), drawLines(doc, lines, x + labelWidth, top));
}

/** A thin rounded frame around a block. */
export function frame(doc: jsPDF, x: number, y: number, width: number, height: number): void {
  doc.setDrawColor(...COLORS.border);
  doc.setLineWidth(0.3);
  doc.roundedRect(x, y, width, height, 1.5, 1.5, 'S');
}

/** A table cell: optional fill, a thin border. */
export function cell(doc: jsPDF, x: number, y: number, width: number, height: number, fill = false): void {
  doc.setDrawColor(...COLORS.border);
  doc.setLineWidth(0.2);
  if (fill) doc.setFillColor(...COLORS.fill);
  doc.rect(x, y, width, height, fill ? 'FD' : 'S');
}

/** `Página n de m` at the foot of every page. */
export function numberPages(doc: jsPDF): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    setFont(doc, 7, 'normal', COLORS.muted);
    doc.text(`Página ${page} de ${pages}`, PAGE.width - PAGE.margin, PAGE.footerY, { align: 'right' });
  }
}
