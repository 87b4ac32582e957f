import { SessionGate } from '@facturador/shared/ui';
import type { RouteObject } from 'react-router-dom';
import { DocumentsPage } from '../features/documents/DocumentsPage';
import { EditItemPage } from '../features/items/EditItemPage';
import { ItemsPage } from '../features/items/ItemsPage';
import { AdminLayout } from '../features/layout/AdminLayout';
import { MovementFormPage } from '../features/movement-form/MovementFormPage';
import { MovementItemsPage } from '../features/movements/MovementItemsPage';
import { MovementsPage } from '../features/movements/MovementsPage';
import { EditProductPage } from '../features/products/EditProductPage';
import { NewProductPage } from '../features/products/NewProductPage';
import { ProductsPage } from '../features/products/ProductsPage';
import { EditWarehousePage } from '../features/warehouses/EditWarehousePage';
import { NewWarehousePage } from '../features/warehouses/NewWarehousePage';
import { WarehousesPage } from '../features/warehouses/WarehousesPage';
import { WelcomePage } from '../features/welcome/WelcomePage';

/** Children of /admin (spec 02 §2). */
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
      { path: 'facturas', element: <DocumentsPage /> },
      { path: 'productos', element: <ProductsPage /> },
      { path: 'nuevo-producto', element: <NewProductPage /> },
      { path: 'editar-producto/:codigo', element: <EditProductPage /> },
      { path: 'almacenes', element: <WarehousesPage /> },
      { path: 'nuevo-almacen', element: <NewWarehousePage /> },
      { path: 'editar-almacen/:nombre', element: <EditWarehousePage /> },
      { path: 'movimientos', element: <MovementsPage /> },
      { path: 'ver-items-movimiento/:id', element: <MovementItemsPage /> },
      { path: 'items', element: <ItemsPage /> },
      // Without an id the page says 'No se proporcionó un ID de item' (spec 02 §8).
      { path: 'editar-item', element: <EditItemPage /> },
      { path: 'editar-item/:id', element: <EditItemPage /> },
      { path: 'movimientos-inventario', element: <MovementFormPage /> },
    ],
  },
];
