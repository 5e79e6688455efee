import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth';
import { loadPageTexts } from '../lib/i18n';
import { lazyPage, type LazyPage } from './lazy-page';
import { APP_MODULES } from '../lib/modules';

export type AppRoute = RouteObject & { page?: LazyPage; children?: AppRoute[] };

/** A route showing a page that loads on demand. */
function route(path: string, load: () => Promise<ComponentType>): AppRoute {
  const Page = lazyPage(load);
  return { path, element: <Page />, page: Page };
}

/** A pathless layout route whose component loads on demand. */
function layout(load: () => Promise<ComponentType>, children: AppRoute[]): AppRoute {
  const Layout = lazyPage(load);
  return { element: <Layout />, page: Layout, children };
}

const Home = lazyPage(() => import('../features/home/home-page').then((m) => m.HomePage));

// Every page and the layout load on demand, so the first load of /login or / carries only what that page shows.
// antd's App (message, modal, notification) and the texts of the feature pages come with the pages that use them
// (AntdAppOutlet, loadPageTexts); the home page needs neither.
export const APP_ROUTES: AppRoute[] = [
  route('/login', () => import('../features/auth/login-page').then((m) => m.LoginPage)),
  {
    element: <RequireAuth />,
    children: [
      layout(() => import('./app-layout').then((m) => m.AppLayout), [
        { index: true, element: <Home />, page: Home },
        layout(
          () => Promise.all([import('./antd-app-outlet'), loadPageTexts()]).then(([m]) => m.AntdAppOutlet),
          [
            route('profile', () => import('../features/profile/profile-page').then((m) => m.ProfilePage)),
            route('profile/rail-account', () => import('../features/profile/rail-account/rail-account-page').then((m) => m.RailAccountPage)),
            route('train', () => import('../features/train/train-search-page').then((m) => m.TrainSearchPage)),
            route('train/results', () => import('../features/train/train-results-page').then((m) => m.TrainResultsPage)),
            route('train/book', () => import('../features/train/booking/train-book-page').then((m) => m.TrainBookPage)),
            route('train/pay/:orderId', () => import('../features/train/booking/train-pay-page').then((m) => m.TrainPayPage)),
            // The train list is the one orders page filtered to trains.
            { path: 'train/orders', element: <Navigate to="/orders?product=TRAIN" replace /> },
            route('train/orders/:orderId', () => import('../features/train/booking/train-order-page').then((m) => m.TrainOrderPage)),
            route('train/refund/apply', () => import('../features/train/refund/refund-apply-page').then((m) => m.RefundApplyPage)),
            route('itrain/refund/apply', () => import('../features/train/refund/refund-hand-off').then((m) => m.RefundHandOff)),
            route('train/refund/detail', () => import('../features/train/refund/refund-detail-page').then((m) => m.RefundDetailPage)),
            route('train/change/apply', () => import('../features/train/change/change-apply-page').then((m) => m.ChangeApplyPage)),
            route('train/change/detail', () => import('../features/train/change/change-detail-page').then((m) => m.ChangeDetailPage)),
            route('train/change/pay', () => import('../features/train/change/change-pay-page').then((m) => m.ChangePayPage)),
            route('hotel', () => import('../features/hotel/hotel-search-page').then((m) => m.HotelSearchPage)),
            route('hotel/results', () => import('../features/hotel/hotel-results-page').then((m) => m.HotelResultsPage)),
            route('hotel/favorites', () => import('../features/hotel/hotel-favorites-page').then((m) => m.HotelFavoritesPage)),
            route('hotel/history', () => import('../features/hotel/hotel-history-page').then((m) => m.HotelHistoryPage)),
            route('hotel/book', () => import('../features/hotel/booking/hotel-book-page').then((m) => m.HotelBookPage)),
            route('hotel/pay/:orderId', () => import('../features/hotel/booking/hotel-pay-page').then((m) => m.HotelPayPage)),
            route('hotel/guarantee/:orderId', () => import('../features/hotel/guarantee/hotel-guarantee-page').then((m) => m.HotelGuaranteePage)),
            route('hotel/orders/:orderId', () => import('../features/hotel/order/hotel-order-page').then((m) => m.HotelOrderPage)),
            route('hotel/:hotelId', () => import('../features/hotel/hotel-detail-page').then((m) => m.HotelDetailPage)),
            route('orders', () => import('../features/orders/orders-page').then((m) => m.OrdersPage)),
            route('travel-requests', () => import('../features/travel-request/tr-list-page').then((m) => m.TrListPage)),
            route('travel-requests/new', () => import('../features/travel-request/tr-create-page').then((m) => m.TrCreatePage)),
            route('travel-requests/:travelNO', () => import('../features/travel-request/tr-detail-page').then((m) => m.TrDetailPage)),
            route('approvals', () => import('../features/approval/approvals-page').then((m) => m.ApprovalsPage)),
            route('policy', () => import('../features/policy/policy-page').then((m) => m.PolicyPage)),
            route('policy/check', () => import('../features/policy/policy-page').then((m) => m.PolicyCheckPage)),
            route('admin/mail-outbox', () => import('../features/notification/mail-outbox-page').then((m) => m.MailOutboxPage)),
            route('dev/sms', () => import('../features/notification/sms-inbox-page').then((m) => m.SmsInboxPage)),
            route('admin/orders', () => import('../features/orders/back-office-orders-page').then((m) => m.BackOfficeOrdersPage)),
            route('admin/orders/train/:orderId', () => import('../features/train/back-office/back-office-train-order-page').then((m) => m.BackOfficeTrainOrderPage)),
            route('admin/orders/hotel/:orderId', () => import('../features/hotel/order/back-office-order-page').then((m) => m.BackOfficeOrderPage)),
            route('admin/hotel-error-reports', () => import('../features/hotel/error-reports/hotel-error-reports-page').then((m) => m.HotelErrorReportsPage)),
            ...APP_MODULES.filter((m) => !m.ready).map((m) =>
              route(m.path.slice(1), () => import('../features/coming-soon/coming-soon-page').then((p) => () => <p.ComingSoonPage module={m} />)),
            ),
            route('*', () => import('../features/coming-soon/not-found-page').then((m) => m.NotFoundPage)),
          ],
        ),
      ]),
    ],
  },
];
