import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { hybridPaymentDataSchema } from '@travel/contracts/policy/control';
import type { Money } from '@travel/contracts/platform/envelope';
import type { BookTrip } from '@travel/contracts/train/booking';
import type { ApiError } from '../../../lib/api-error';
import { HybridPaymentSummary } from '../../../widgets/payment/hybrid-payment-summary';

/** The price the server answered with TRAIN_PRICE_CHANGED, by trip. */
export function changedPrices(data: unknown): { tripIndex: number; price: Money }[] {
  const list = (data as { tripList?: unknown } | null)?.tripList;
  return Array.isArray(list) ? (list as { tripIndex: number; price: Money }[]).filter((x) => x && typeof x.tripIndex === 'number' && x.price) : [];
}

/**
 * The questions a booking's submit may have to ask (each answers whether the traveller goes on): the repeat-order
 * warning (430019095), a changed fare (TRAIN_PRICE_CHANGED) and paying the part over the standard (432002035).
 */
export function useBookDialogs(money: (m: Money) => string) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const ask = (title: string, content: React.ReactNode, okText: string, cancelText: string) =>
    new Promise<boolean>((resolve) => modal.confirm({ title, content, okText, cancelText, onOk: () => resolve(true), onCancel: () => resolve(false) }));

  return {
    repeatOrder: (e: ApiError) => {
      const orders = ((e.data as { orderList?: { orderId: string }[] } | null)?.orderList ?? []).map((o) => o.orderId);
      return ask(
        t('train.book.repeatTitle'),
        <div data-testid="repeat-order-dialog">
          <p>{e.description}</p>
          {orders.length > 0 && <p>{t('train.book.repeatOrders', { orders: orders.join(', ') })}</p>}
        </div>,
        t('train.book.continue'),
        t('train.book.goBack'),
      );
    },
    priceChanged: (e: ApiError, tripList: readonly BookTrip[]) =>
      ask(
        t('train.book.priceChangedTitle'),
        <div data-testid="price-changed-dialog">
          <p>{e.description}</p>
          {changedPrices(e.data).map((l) => (
            <p key={l.tripIndex}>{t('train.book.latestPrice', { train: tripList.find((x) => x.tripIndex === l.tripIndex)?.trainNo ?? '', price: money(l.price) })}</p>
          ))}
        </div>,
        t('train.book.acceptPrice'),
        t('common.cancel'),
      ),
    hybridPayment: (e: ApiError) => {
      const data = hybridPaymentDataSchema.safeParse(e.data);
      return ask(
        t('train.book.hybridTitle'),
        <HybridPaymentSummary description={e.description} data={data.success ? data.data : null} money={money} />,
        t('train.book.hybridAccept'),
        t('common.cancel'),
      );
    },
  };
}
