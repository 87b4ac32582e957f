import { SessionGate } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CompanyPage } from '../features/company/CompanyPage';
import { DocumentsPage } from '../features/documents/DocumentsPage';
import { EstablishmentsPage } from '../features/establishments/EstablishmentsPage';
import { EditItemPage } from '../features/items/EditItemPage';
import { ItemsPage } from '../features/items/ItemsPage';
import { AdminLayout } from '../features/layout/AdminLayout';
import { MovementFormPage } from '../features/movement-form/MovementFormPage';
import { MovementItemsPage } from '../features/movements/MovementItemsPage';
import { MovementsPage } from '../features/movements/MovementsPage';
import { ChangePasswordPage } from '../features/password/ChangePasswordPage';
import { RequirePermission } from '../features/permissions/RequirePermission';
import { EditProductPage } from '../features/products/EditProductPage';
import { NewProductPage } from '../features/products/NewProductPage';
import { ProductsPage } from '../features/products/ProductsPage';
import { SalesReportPage } from '../features/reports/SalesReportPage';
import { UsersPage } from '../features/users/UsersPage';
import { EditWarehousePage } from '../features/warehouses/EditWarehousePage';
import { NewWarehousePage } from '../features/warehouses/NewWarehousePage';
import { WarehousesPage } from '../features/warehouses/WarehousesPage';
import { HomePage } from './HomePage';

const inventory = (element: ReactNode) => <RequirePermission permiso="usarInventario">{element}</RequirePermission>;
const administration = (element: ReactNode) => <RequirePermission permiso="administrar">{element}</RequirePermission>;

/** Children of /admin (spec 02 §2); routes behind a permission show the permission page without it. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <SessionGate>
        <AdminLayout />
      </SessionGate>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: 'facturas', element: <DocumentsPage /> },
      { path: 'productos', element: <ProductsPage /> },
      { path: 'nuevo-producto', element: <NewProductPage /> },
      { path: 'editar-producto/:codigo', element: <EditProductPage /> },
      { path: 'almacenes', element: inventory(<WarehousesPage />) },
      { path: 'nuevo-almacen', element: inventory(<NewWarehousePage />) },
      { path: 'editar-almacen/:nombre', element: inventory(<EditWarehousePage />) },
      { path: 'movimientos', element: inventory(<MovementsPage />) },
      { path: 'ver-items-movimiento/:id', element: inventory(<MovementItemsPage />) },
      { path: 'items', element: inventory(<ItemsPage />) },
      // Without an id the page says 'No se proporcionó un ID de item' (spec 02 §8).
      { path: 'editar-item', element: inventory(<EditItemPage />) },
      { path: 'editar-item/:id', element: inventory(<EditItemPage />) },
      { path: 'movimientos-inventario', element: inventory(<MovementFormPage />) },
      { path: 'empresa', element: administration(<CompanyPage />) },
      { path: 'establecimientos', element: administration(<EstablishmentsPage />) },
      { path: 'usuarios', element: administration(<UsersPage />) },
      { path: 'reportes', element: administration(<SalesReportPage />) },
      { path: 'cambiar-clave', element: <ChangePasswordPage /> },
    ],
  },
];
