import { areaPath, useArea } from '@facturador/shared/ui';
import { Link, useLocation } from 'react-router-dom';

type Entry = {
  label: string;
  to: string;
  inventory: boolean;
  /** Other routes of the same section (their prefixes also make the entry active). */
  also?: string[];
};

/** Spec 02 §2: with the inventory permission five entries, without it only Productos and Documentos. */
const ENTRIES: Entry[] = [
  { label: 'Productos', to: 'productos', inventory: false, also: ['nuevo-producto', 'editar-producto'] },
  { label: 'Inventario', to: 'items', inventory: true, also: ['editar-item'] },
  { label: 'Movimientos', to: 'movimientos', inventory: true, also: ['ver-items-movimiento'] },
  { label: 'Documentos', to: 'facturas', inventory: false },
  { label: 'Almacenes', to: 'almacenes', inventory: true, also: ['nuevo-almacen', 'editar-almacen'] },
];

export function Sidebar({ usarInventario, open }: { usarInventario: boolean; open: boolean }) {
  const { basePath } = useArea();
  const { pathname } = useLocation();
  const visible = ENTRIES.filter((entry) => usarInventario || !entry.inventory);
  return (
    <nav
      aria-label="Menú de administración"
      className={`${open ? 'block' : 'hidden'} w-full shrink-0 border-slate-200 bg-white md:block md:w-56 md:border-r`}
    >
      <ul className="flex flex-col gap-1 p-3">
        {visible.map((entry) => {
          // The active entry is decided by path prefix (spec 02 §2), not by exact match.
          const active = [entry.to, ...(entry.also ?? [])].some((prefix) => pathname.startsWith(`/${prefix}`));
          return (
            <li key={entry.to}>
              <Link
                to={`/${entry.to}`}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-medium ${
                  active ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'
                }`}
                data-href={areaPath(basePath, entry.to)}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
