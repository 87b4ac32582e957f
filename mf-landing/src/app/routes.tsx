import type { RouteObject } from 'react-router-dom';
import { Hero } from '../features/hero/Hero';

export const routes: RouteObject[] = [{ path: '/', element: <Hero /> }];
