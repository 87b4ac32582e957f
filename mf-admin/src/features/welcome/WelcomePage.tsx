import { useUserInfo } from '@facturador/shared/api';
import { ShellLink } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SetupChecklist } from './components/SetupChecklist';

const SUPPORT_CHAT = 'https://wa.me/593991234567?text=Hola%2C%20necesito%20ayuda%20con%20Facturador';

/**
 * /admin's welcome (spec 02: «Bienvenido/a Administrador», the four hints and the support link), greeting the
 * user by name; an administrator's «Primeros pasos» and business figures (`figures`) come before the hints.
 */
export function WelcomePage({ figures }: { figures?: ReactNode }) {
  const { user } = useUserInfo();
  const nombre = user ? user.nombre.trim() || user.usuario : null;
  return (
    <section>
      <h1 className="text-3xl font-bold text-slate-900">Bienvenido/a Administrador</h1>
      {nombre ? <p className="mt-2 text-lg text-slate-800">{`Hola, ${nombre}.`}</p> : null}
      <p className="mt-3 max-w-3xl text-slate-600">
        Desde aquí gestiona sus comprobantes, productos, almacenes e inventario.
      </p>
      {user?.permisos.administrar ? <SetupChecklist /> : null}
      {figures}
      <ul className="mt-10 grid max-w-3xl gap-4 sm:grid-cols-2">
        <li className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Facturas</h2>
          <p className="text-sm text-slate-600">
            Consulte el estado de sus documentos en{' '}
            <Link to="/facturas" className="text-blue-700 underline">
              Documentos
            </Link>
            .
          </p>
        </li>
        <li className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Productos</h2>
          <p className="text-sm text-slate-600">
            Registre y edite su catálogo en{' '}
            <Link to="/productos" className="text-blue-700 underline">
              Productos
            </Link>
            .
          </p>
        </li>
        <li className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Almacenes</h2>
          <p className="text-sm text-slate-600">
            Administre sus bodegas en{' '}
            <Link to="/almacenes" className="text-blue-700 underline">
              Almacenes
            </Link>
            .
          </p>
        </li>
        <li className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Cerrar sesión</h2>
          <p className="text-sm text-slate-600">
            Al terminar,{' '}
            <ShellLink to="/logout" className="text-blue-700 underline">
              cierre su sesión
            </ShellLink>
            .
          </p>
        </li>
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-slate-600">
        ¿Necesita ayuda?{' '}
        <a href={SUPPORT_CHAT} target="_blank" rel="noreferrer" className="text-blue-700 underline">
          Escríbanos a soporte
        </a>
      </p>
    </section>
  );
}
