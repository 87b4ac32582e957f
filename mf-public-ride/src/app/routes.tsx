import type { RouteObject } from 'react-router-dom';
import { PublicRidePage } from '../features/ride-viewer/PublicRidePage';

export const routes: RouteObject[] = [{ path: '/:clave', element: <PublicRidePage /> }];
