import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { APP_ROUTES, type AppRoute } from './routes';

/**
 * The app's pages for the current address. Every part of the matched route (layout, page, their texts) starts
 * loading at once, not each after its parent rendered; until the first page is there, the spinner shows. (The
 * declarative router: the data router's loaders and actions, unused here, cost 16 kB gzip on every page.)
 */
export function AppRoutes() {
  const location = useLocation();
  // Idempotent (each part loads once), so it may run during render, before anything suspends.
  for (const match of matchRoutes(APP_ROUTES, location) ?? []) void (match.route as AppRoute).page?.preload();
  const element = useRoutes(APP_ROUTES, location);
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}
