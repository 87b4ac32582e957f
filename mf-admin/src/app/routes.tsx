import { SessionGate } from '@facturador/shared/ui';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from '../features/layout/AdminLayout';
import { RequirePermission } from '../features/permissions/RequirePermission';
// The area's landing page comes with the area's first chunks (preloaded by the shell): one round trip less
// on the page an administrator opens most; its charts still load on demand (Dashboard.tsx).
import { HomePage } from './HomePage';
import { lazyPage } from './lazy-page';

const CompanyPage = lazyPage(() => import('../features/company/CompanyPage'), 'CompanyPage');
const DocumentsPage = lazyPage(() => import('../features/documents/DocumentsPage'), 'DocumentsPage');
const EstablishmentsPage = lazyPage(
  () => import('../features/establishments/EstablishmentsPage'),
  'EstablishmentsPage',
);
const EditItemPage = lazyPage(() => import('../features/items/EditItemPage'), 'EditItemPage');
const IntegrationsPage = lazyPage(() => import('../features/integrations/IntegrationsPage'), 'IntegrationsPage');
const ItemsPage = lazyPage(() => import('../features/items/ItemsPage'), 'ItemsPage');
const MovementFormPage = lazyPage(() => import('../features/movement-form/MovementFormPage'), 'MovementFormPage');
const MovementItemsPage = lazyPage(() => import('../features/movements/MovementItemsPage'), 'MovementItemsPage');
const MovementsPage = lazyPage(() => import('../features/movements/MovementsPage'), 'MovementsPage');
const ChangePasswordPage = lazyPage(() => import('../features/password/ChangePasswordPage'), 'ChangePasswordPage');
const EditProductPage = lazyPage(() => import('../features/products/EditProductPage'), 'EditProductPage');
const NewProductPage = lazyPage(() => import('../features/products/NewProductPage'), 'NewProductPage');
const PurchasesPage = lazyPage(() => import('../features/purchases/PurchasesPage'), 'PurchasesPage');
const ProductsPage = lazyPage(() => import('../features/products/ProductsPage'), 'ProductsPage');
const ReceivablesPage = lazyPage(() => import('../features/receivables/ReceivablesPage'), 'ReceivablesPage');
const SalesReportPage = lazyPage(() => import('../features/reports/SalesReportPage'), 'SalesReportPage');
const AnnexesPage = lazyPage(() => import('../features/annexes/AnnexesPage'), 'AnnexesPage');
const UsersPage = lazyPage(() => import('../features/users/UsersPage'), 'UsersPage');
const EditWarehousePage = lazyPage(() => import('../features/warehouses/EditWarehousePage'), 'EditWarehousePage');
const NewWarehousePage = lazyPage(() => import('../features/warehouses/NewWarehousePage'), 'NewWarehousePage');
const WarehousesPage = lazyPage(() => import('../features/warehouses/WarehousesPage'), 'WarehousesPage');
const WithholdingsPage = lazyPage(() => import('../features/withholdings/WithholdingsPage'), 'WithholdingsPage');
const ProductImportPage = lazyPage(() => import('../features/imports/ImportPage'), 'ProductImportPage');
const CustomerImportPage = lazyPage(() => import('../features/imports/ImportPage'), 'CustomerImportPage');
const HistoryImportRoute = lazyPage(() => import('./HistoryImportRoute'), 'HistoryImportRoute');

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
      { path: 'importar-productos', element: <ProductImportPage /> },
      { path: 'importar-clientes', element: administration(<CustomerImportPage />) },
      { path: 'importar-historial', element: administration(<HistoryImportRoute />) },
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
      { path: 'anexos', element: administration(<AnnexesPage />) },
      { path: 'integraciones', element: administration(<IntegrationsPage />) },
      { path: 'retenciones', element: administration(<WithholdingsPage />) },
      { path: 'compras', element: administration(<PurchasesPage />) },
      { path: 'cuentas-por-cobrar', element: administration(<ReceivablesPage />) },
      { path: 'cambiar-clave', element: <ChangePasswordPage /> },
    ],
  },
];
