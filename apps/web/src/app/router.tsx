import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { RequireAuth } from '../features/auth/require-auth';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page';
import { NotFoundPage } from '../features/coming-soon/not-found-page';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from './app-layout';
import { APP_MODULES } from './modules';
import { PageSpinner } from './page-spinner';

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage />, HydrateFallback: PageSpinner },
  {
    element: <RequireAuth />,
    HydrateFallback: PageSpinner,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'profile',
            lazy: async () => {
              const { ProfilePage } = await import('../features/profile/profile-page');
              return { Component: ProfilePage };
            },
          },
          ...APP_MODULES.filter((m) => !m.ready).map((m) => ({ path: m.path.slice(1), element: <ComingSoonPage module={m} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
