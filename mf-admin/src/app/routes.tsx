import { SessionGate } from '@facturador/shared/ui';
import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from '../features/layout/AdminLayout';
import { WelcomePage } from '../features/welcome/WelcomePage';
import { SectionPage } from './SectionPage';

/** Children of /admin (spec 02 §2). Screens beyond the welcome page arrive with the admin issue. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <SessionGate>
        <AdminLayout />
      </SessionGate>
    ),
    children: [
      { index: true, element: <WelcomePage /> },
      { path: 'facturas', element: <SectionPage title="Mis Comprobantes" /> },
      { path: 'productos', element: <SectionPage title="Gestionar Productos" /> },
      { path: 'nuevo-producto', element: <SectionPage title="Agregar Producto" /> },
      { path: 'editar-producto/:codigo', element: <SectionPage title="Modificar Producto" /> },
      { path: 'almacenes', element: <SectionPage title="Gestionar Almacenes" /> },
      { path: 'nuevo-almacen', element: <SectionPage title="Agregar Almacén" /> },
      { path: 'editar-almacen/:nombre', element: <SectionPage title="Modificar Almacén" /> },
      { path: 'movimientos', element: <SectionPage title="Gestionar Movimientos" /> },
      { path: 'ver-items-movimiento/:id', element: <SectionPage title="Items del movimiento" /> },
      { path: 'items', element: <SectionPage title="Gestión de Inventario" /> },
      { path: 'editar-item/:id', element: <SectionPage title="Modificar Item" /> },
      { path: 'movimientos-inventario', element: <SectionPage title="Gestión de movimiento" /> },
    ],
  },
];
