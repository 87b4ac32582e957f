import { useWarehouseOptions } from '../../../common/useWarehouseOptions';

/** Almacenes para el movimiento: opciones de los activos y nombre de cualquiera por id. */
export function useMovementWarehouses() {
  const warehouses = useWarehouseOptions();
  const activeWarehouses = warehouses.filter((almacen) => almacen.activo);
  const warehouseName = (id: string) => warehouses.find((almacen) => almacen._id === id)?.nombre;
  const warehouseOptions = [
    { value: '', label: 'Seleccione un almacén' },
    ...activeWarehouses.map((almacen) => ({ value: almacen._id, label: almacen.nombre })),
  ];
  return { warehouseName, warehouseOptions };
}
