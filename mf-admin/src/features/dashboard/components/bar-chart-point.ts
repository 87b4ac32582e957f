/** One bar of a dashboard chart; shared by the chart and its lazily loaded canvas. */
export interface BarChartPoint {
  /** Short label on the axis (10/05, may 26). */
  etiqueta: string;
  /** Full name in the table and the tooltip (10/05/2026, mayo de 2026). */
  nombre: string;
  valor: number;
}

/** The canvas's height: kept before it is drawn, so nothing below it moves. */
export const CHART_HEIGHT = 220;
/** The narrowest the canvas is drawn (px): under it the axis labels would overlap. */
export const CHART_MIN_WIDTH = 240;
