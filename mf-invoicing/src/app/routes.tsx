import type { RouteObject } from 'react-router-dom';
import { NewInvoicePage } from '../features/invoice-form/NewInvoicePage';

export const routes: RouteObject[] = [{ path: '/', element: <NewInvoicePage /> }];
