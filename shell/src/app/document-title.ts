import type { ConfiguredArea } from '@facturador/shared/domain/config';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const APP = 'Facturador';

/** /admin/<page> → its title (spec 02 routes); unknown pages keep the area's. */
const ADMIN_PAGES: Record<string, string> = {
  facturas: 'Mis comprobantes',
  productos: 'Productos',
  'nuevo-producto': 'Nuevo producto',
  'editar-producto': 'Editar producto',
  almacenes: 'Almacenes',
  'nuevo-almacen': 'Nuevo almacén',
  'editar-almacen': 'Editar almacén',
  movimientos: 'Movimientos',
  'ver-items-movimiento': 'Items del movimiento',
  items: 'Items',
  'editar-item': 'Editar item',
  'movimientos-inventario': 'Movimiento de inventario',
  empresa: 'Empresa',
  establecimientos: 'Establecimientos',
  usuarios: 'Usuarios',
  reportes: 'Reportes',
  'importar-productos': 'Importar productos',
  'importar-clientes': 'Importar clientes',
  'importar-historial': 'Importar historial',
  integraciones: 'Integraciones',
  retenciones: 'Retenciones',
  'cuentas-por-cobrar': 'Cuentas por cobrar',
  'cambiar-clave': 'Cambiar contraseña',
};

/** Each route's own document title (issue 25): tabs, history and screen readers tell pages apart. */
export function documentTitle(pathname: string, search: string, areas: Record<string, ConfiguredArea> = {}): string {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  const page = (() => {
    const configured = Object.values(areas).find(
      ({ basePath }) => pathname === basePath || pathname.startsWith(`${basePath}/`),
    );
    if (configured) return configured.title;
    switch (first) {
      case '':
        return 'Facturación electrónica para Ecuador';
      case 'login':
        return 'Iniciar sesión';
      case 'logout':
        return 'Cerrar sesión';
      case 'registro':
        return 'Crear cuenta';
      case 'nueva-factura':
        return new URLSearchParams(search).get('esNotaDeCredito') === 'true'
          ? 'Nueva Nota de Crédito'
          : 'Nueva Factura';
      case 'admin':
        return second ? (ADMIN_PAGES[second] ?? 'Administrar') : 'Administrar';
      case 'descargar-factura':
        return 'Factura electrónica';
      case 'datos-cliente':
        return 'Sus datos para la factura';
      default:
        return 'Página no encontrada';
    }
  })();
  return `${page} · ${APP}`;
}

/** `areas`: those /config.json adds, titled as it says. */
export function useDocumentTitle(areas: Record<string, ConfiguredArea>): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, search, areas);
  }, [pathname, search, areas]);
}
