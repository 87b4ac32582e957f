import { SIN_PERMISO_ADMINISTRAR_MESSAGE, SIN_PERMISO_INVENTARIO_MESSAGE } from '@facturador/shared/domain';
import { Link } from 'react-router-dom';
import { cardClass, linkClass } from '../../common/styles';

export const SIN_PERMISO_PAGINA_TITULO = 'No tiene permiso para ver esta página';

/** The permissions that open or close whole admin pages. */
export type PagePermission = 'usarInventario' | 'administrar';

/** The same sentences the API's 403 answers carry. */
const REASON: Record<PagePermission, string> = {
  usarInventario: SIN_PERMISO_INVENTARIO_MESSAGE,
  administrar: SIN_PERMISO_ADMINISTRAR_MESSAGE,
};

export function NoPermissionPage({ permiso }: { permiso: PagePermission }) {
  return (
    <section className={`${cardClass} max-w-xl p-6`}>
      <h1 className="text-2xl font-bold text-slate-900">{SIN_PERMISO_PAGINA_TITULO}</h1>
      <p className="mt-3 text-slate-700">{REASON[permiso]}</p>
      <p className="mt-2 text-sm text-slate-600">Si lo necesita, pídaselo a un administrador de su empresa.</p>
      <Link to="/" className={`${linkClass} mt-4 inline-block`}>
        Volver al inicio de la administración
      </Link>
    </section>
  );
}
