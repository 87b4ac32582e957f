/** A liquidación's purchase waits for the SRI: a retención sustains only on an authorized document. */
export const LIQUIDACION_SIN_AUTORIZAR_RETENCION_MESSAGE =
  'La liquidación de compra aún no está AUTORIZADA por el SRI: emita su retención cuando lo esté.';

/** A rejected liquidación never happened: its goods leave again, unless they are gone already. */
export const liquidacionStockNoRevertidoMessage = (detalle: string) =>
  `La liquidación de compra quedó NO AUTORIZADA, pero la mercadería que ingresó ya no está completa en el almacén: corrija el inventario con una SALIDA manual. ${detalle}`.trim();
