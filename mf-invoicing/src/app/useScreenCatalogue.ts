import type { FacturaOriginal } from '@facturador/shared/api/original-invoice';
import { useMemo, useState } from 'react';
import { useProducts } from '../features/catalogue/hooks/useProducts';
import { useWarehouseItems } from '../features/catalogue/hooks/useWarehouseItems';
import { useWarehouses } from '../features/catalogue/hooks/useWarehouses';
import { selectableItems } from '../features/catalogue/selectable-items';
import { cantidadesOriginales, seriesOriginales } from '../features/credit-note/credit-note-fields';

/**
 * What the screen sells from: warehouses, products and the selected warehouse's items this document
 * may take (on a credit note: the original invoice's codes, serials and quantities).
 */
export function useScreenCatalogue(options: {
  usarInventario: boolean;
  almacenId: string | null;
  factura: FacturaOriginal | null;
  creditNote: boolean;
}) {
  const { usarInventario, almacenId, factura, creditNote } = options;
  const warehouseList = useWarehouses(usarInventario);
  const catalogue = useProducts(usarInventario);
  // Bumped after an emission: the items sold are no longer selectable.
  const [itemsVersion, setItemsVersion] = useState(0);
  const warehouseItems = useWarehouseItems(almacenId, usarInventario, creditNote, itemsVersion);
  const series = useMemo(() => seriesOriginales(factura), [factura]);
  const cantidades = useMemo(() => cantidadesOriginales(factura), [factura]);
  const onlyCodes = useMemo(() => (creditNote ? new Set(cantidades.keys()) : null), [creditNote, cantidades]);
  const items = useMemo(
    () => selectableItems(warehouseItems.items, creditNote, series),
    [warehouseItems.items, creditNote, series],
  );
  const selected = warehouseList.warehouses.find((warehouse) => warehouse._id === almacenId);
  const almacen = almacenId ? { _id: almacenId, nombre: selected?.nombre ?? '' } : null;
  return {
    warehouseList,
    catalogue,
    warehouseItems,
    items,
    cantidades,
    onlyCodes,
    almacen,
    reloadItems: () => setItemsVersion((version) => version + 1),
  };
}
