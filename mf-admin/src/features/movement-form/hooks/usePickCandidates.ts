import { fetchItems, fetchProducts, type RemoteData, useRemoteData } from '@facturador/shared/api';
import type { TipoMovimiento } from '@facturador/shared/domain/movements';
import { itemCandidate, type PickCandidate, productCandidate } from '../form-lines';

/** Spec 02 §5: what the picker offers for each movement type. */
async function loadCandidates(tipo: TipoMovimiento, origenNombre: string): Promise<PickCandidate[]> {
  if (tipo === 'ENTRADA') {
    // Only inventoried products are offered for ENTRADA.
    const productos = await fetchProducts();
    return productos.filter((producto) => producto.inventariado && producto.activo).map(productCandidate);
  }
  if (tipo === 'DEVOLUCIÓN') {
    // Returns take back what was sold.
    return (await fetchItems({ status: 'VENDIDO', limite: 5000 })).map(itemCandidate);
  }
  // Outgoing types: what is available in the origin warehouse, fetched by its name.
  const items = await fetchItems({ almacen: origenNombre, status: 'DISPONIBLE', limite: 5000 });
  return items.filter((item) => item.serializado || item.stock > 0).map(itemCandidate);
}

export function usePickCandidates(
  open: boolean,
  tipo: TipoMovimiento,
  origenNombre: string,
): RemoteData<PickCandidate[]> | null {
  const needsOrigin = tipo !== 'ENTRADA' && tipo !== 'DEVOLUCIÓN';
  const ready = open && (!needsOrigin || origenNombre !== '');
  const data = useRemoteData(
    ready ? `${tipo}|${origenNombre}` : 'cerrado',
    () => (ready ? loadCandidates(tipo, origenNombre) : Promise.resolve([])),
    'Error al cargar los productos',
  );
  return ready ? data : null;
}
