import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { RequireAuth } from '../features/auth/require-auth';
import { ComingSoonPage } from '../features/coming-soon/coming-soon-page';
import { NotFoundPage } from '../features/coming-soon/not-found-page';
import { RouteErrorPage } from '../features/coming-soon/route-error-page';
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
        // A page that fails to load or render says so with a way out, instead of React Router's bare error text.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'profile',
            lazy: async () => {
              const { ProfilePage } = await import('../features/profile/profile-page');
              return { Component: ProfilePage };
            },
          },
          {
            path: 'train',
            lazy: async () => {
              const { TrainSearchPage } = await import('../features/train/train-search-page');
              return { Component: TrainSearchPage };
            },
          },
          {
            path: 'train/results',
            lazy: async () => {
              const { TrainResultsPage } = await import('../features/train/train-results-page');
              return { Component: TrainResultsPage };
            },
          },
          {
            path: 'train/book',
            lazy: async () => {
              const { TrainBookPage } = await import('../features/train/booking/train-book-page');
              return { Component: TrainBookPage };
            },
          },
          {
            path: 'train/pay/:orderId',
            lazy: async () => {
              const { TrainPayPage } = await import('../features/train/booking/train-pay-page');
              return { Component: TrainPayPage };
            },
          },
          {
            path: 'train/orders',
            lazy: async () => {
              const { TrainOrdersPage } = await import('../features/train/booking/train-orders-page');
              return { Component: TrainOrdersPage };
            },
          },
          {
            path: 'train/orders/:orderId',
            lazy: async () => {
              const { TrainOrderPage } = await import('../features/train/booking/train-order-page');
              return { Component: TrainOrderPage };
            },
          },
          {
            path: 'train/refund/apply',
            lazy: async () => {
              const { RefundApplyPage } = await import('../features/train/refund/refund-apply-page');
              return { Component: RefundApplyPage };
            },
          },
          {
            path: 'itrain/refund/apply',
            lazy: async () => {
              const { RefundHandOff } = await import('../features/train/refund/refund-hand-off');
              return { Component: RefundHandOff };
            },
          },
          {
            path: 'train/refund/detail',
            lazy: async () => {
              const { RefundDetailPage } = await import('../features/train/refund/refund-detail-page');
              return { Component: RefundDetailPage };
            },
          },
          {
            path: 'train/change/apply',
            lazy: async () => {
              const { ChangeApplyPage } = await import('../features/train/change/change-apply-page');
              return { Component: ChangeApplyPage };
            },
          },
          {
            path: 'train/change/detail',
            lazy: async () => {
              const { ChangeDetailPage } = await import('../features/train/change/change-detail-page');
              return { Component: ChangeDetailPage };
            },
          },
          {
            path: 'train/change/pay',
            lazy: async () => {
              const { ChangePayPage } = await import('../features/train/change/change-pay-page');
              return { Component: ChangePayPage };
            },
          },
          {
            path: 'orders',
            lazy: async () => {
              const { TrainOrdersPage } = await import('../features/train/booking/train-orders-page');
              return { Component: TrainOrdersPage };
            },
          },
          {
            path: 'travel-requests',
            lazy: async () => {
              const { TrListPage } = await import('../features/travel-request/tr-list-page');
              return { Component: TrListPage };
            },
          },
          {
            path: 'travel-requests/new',
            lazy: async () => {
              const { TrCreatePage } = await import('../features/travel-request/tr-create-page');
              return { Component: TrCreatePage };
            },
          },
          {
            path: 'travel-requests/:travelNO',
            lazy: async () => {
              const { TrDetailPage } = await import('../features/travel-request/tr-detail-page');
              return { Component: TrDetailPage };
            },
          },
          {
            path: 'approvals',
            lazy: async () => {
              const { ApprovalsPage } = await import('../features/approval/approvals-page');
              return { Component: ApprovalsPage };
            },
          },
          {
            path: 'policy',
            lazy: async () => {
              const { PolicyPage } = await import('../features/policy/policy-page');
              return { Component: PolicyPage };
            },
          },
          {
            path: 'policy/check',
            lazy: async () => {
              const { PolicyCheckPage } = await import('../features/policy/policy-page');
              return { Component: PolicyCheckPage };
            },
          },
          {
            path: 'admin/mail-outbox',
            lazy: async () => {
              const { MailOutboxPage } = await import('../features/notification/mail-outbox-page');
              return { Component: MailOutboxPage };
            },
          },
          ...APP_MODULES.filter((m) => !m.ready).map((m) => ({ path: m.path.slice(1), element: <ComingSoonPage module={m} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
