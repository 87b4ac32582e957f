import { fetchEmisor, useRemoteData } from '@facturador/shared/api';
import { type Permisos, puedeEmitirRetenciones } from '@facturador/shared/domain';
import { areaPath, useArea } from '@facturador/shared/ui';
import { Link, useLocation } from 'react-router-dom';

type Entry = {
  label: string;
  to: string;
  /** The permission the entry needs (its routes show the permission page without it), or none. */
  permiso: 'usarInventario' | 'administrar' | null;
  /** Other routes of the same section (their prefixes also make the entry active). */
  also?: string[];
  /** Only for agentes de retención and contribuyentes especiales (issue #22 §2). */
  agenteRetencion?: boolean;
};

/** Spec 02 §2: with the inventory permission five entries, without it only Productos and Documentos. */
const SPEC_ENTRIES: Entry[] = [
  {
    label: 'Productos',
    to: 'productos',
    permiso: null,
    also: ['nuevo-producto', 'editar-producto', 'importar-productos'],
  },
  { label: 'Inventario', to: 'items', permiso: 'usarInventario', also: ['editar-item'] },
  { label: 'Movimientos', to: 'movimientos', permiso: 'usarInventario', also: ['ver-items-movimiento'] },
  { label: 'Documentos', to: 'facturas', permiso: null },
  { label: 'Almacenes', to: 'almacenes', permiso: 'usarInventario', also: ['nuevo-almacen', 'editar-almacen'] },
];

/** Issue #10 (and #15's Reportes), in a menu of its own beside the spec's: the company's settings for administrators, one's own password for all. */
const ACCOUNT_ENTRIES: Entry[] = [
  { label: 'Empresa', to: 'empresa', permiso: 'administrar' },
  { label: 'Establecimientos', to: 'establecimientos', permiso: 'administrar' },
  { label: 'Usuarios', to: 'usuarios', permiso: 'administrar' },
  { label: 'Reportes', to: 'reportes', permiso: 'administrar' },
  { label: 'Anexos y formularios', to: 'anexos', permiso: 'administrar' },
  { label: 'Retenciones', to: 'retenciones', permiso: 'administrar' },
  { label: 'Compras', to: 'compras', permiso: 'administrar', agenteRetencion: true },
  { label: 'Cuentas por cobrar', to: 'cuentas-por-cobrar', permiso: 'administrar' },
  { label: 'Integraciones', to: 'integraciones', permiso: 'administrar' },
  // Issue 27: the customers the invoice screen finds, from a spreadsheet.
  { label: 'Importar clientes', to: 'importar-clientes', permiso: 'administrar' },
  // Issue 43: the documents, customers, products and numbering of the system used before.
  { label: 'Importar historial', to: 'importar-historial', permiso: 'administrar' },
  { label: 'Cambiar contraseña', to: 'cambiar-clave', permiso: null },
];

function Menu({
  label,
  entries,
  permisos,
  agente = false,
}: {
  label: string;
  entries: Entry[];
  permisos: Permisos;
  agente?: boolean;
}) {
  const { basePath } = useArea();
  const { pathname } = useLocation();
  const visible = entries.filter(
    (entry) => (entry.permiso === null || permisos[entry.permiso]) && (!entry.agenteRetencion || agente),
  );
  return (
    <nav aria-label={label}>
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

export function Sidebar({ permisos, open }: { permisos: Permisos; open: boolean }) {
  // «Compras» only for companies that may issue retenciones (the page and the API refuse others too).
  const emisor = useRemoteData(
    permisos.administrar ? 'emisor' : null,
    fetchEmisor,
    'Error al cargar los datos de la empresa',
  );
  const agente = emisor.data ? puedeEmitirRetenciones(emisor.data) : false;
  return (
    <div
      className={`${open ? 'block' : 'hidden'} w-full shrink-0 border-slate-200 bg-white md:block md:w-56 md:border-r`}
    >
      <Menu label="Menú de administración" entries={SPEC_ENTRIES} permisos={permisos} />
      <div className="mx-3 border-t border-slate-200" />
      <Menu label="Empresa y cuenta" entries={ACCOUNT_ENTRIES} permisos={permisos} agente={agente} />
    </div>
  );
}
