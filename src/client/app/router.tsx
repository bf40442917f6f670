import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from '../components/layout/Layout';
import { placeholderPages } from './placeholder-pages';

// Every page is its own chunk, loaded on demand behind the layout's 'Loading...' spinner (SPEC §2).
const LandingPage = lazy(() => import('../pages/LandingPage'));
const ComingSoonPage = lazy(() => import('../pages/ComingSoonPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <LandingPage /> },
      ...placeholderPages.map((page) => ({ path: page.path, element: <ComingSoonPage page={page} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
