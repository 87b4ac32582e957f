import {
  ITEM_ELIMINADO_NO_EDITABLE_MESSAGE,
  type Item,
  type ItemStatus,
  itemUpdateSchema,
  resolvedItemStock,
  resolveItemStatus,
  STOCK_ITEM_INVALIDO_MESSAGE,
} from '@facturador/shared/domain';

/** What saving the item would do: its status, the stock sent, and any change to confirm. */
export function planItemSave(item: Item, status: ItemStatus, stockText: string) {
  const resolved = resolveItemStatus(item, status);
  if (!resolved) return { error: ITEM_ELIMINADO_NO_EDITABLE_MESSAGE } as const;
  let stock: number | undefined;
  if (!item.numero_serie) {
    const parsed = itemUpdateSchema.shape.stock.safeParse(stockText.trim() === '' ? Number.NaN : Number(stockText));
    if (!parsed.success) return { error: STOCK_ITEM_INVALIDO_MESSAGE } as const;
    stock = parsed.data;
  }
  const despues = resolvedItemStock(item, resolved, stock);
  const eliminar = resolved === 'ELIMINADO';
  const change = eliminar || despues !== item.stock ? { eliminar, antes: item.stock, despues } : null;
  return { resolved, stock, change } as const;
}
