import type { RouteObject } from 'react-router-dom';
import { LandingPage } from './LandingPage';

export const routes: RouteObject[] = [{ path: '/', element: <LandingPage /> }];
