import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import type { OrderDetail } from '@travel/contracts/train/order';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { toSearchParams } from '../search-params';
import { rebookSearch, wishedDate, type RebookKind } from './rebook-search';

/**
 * The first date a rebooking can search: the wished one when it can still be booked, else the first bookable date
 * (date_range answers both, within the travel request's window when there is one). A request the date range refuses
 * leaves its dates to the results page, which then says why.
 */
async function bookableDate(order: OrderDetail, wished: string): Promise<string> {
  const { travelType, travelNO } = order.orderBaseInfo;
  const business = travelType === 'BUSINESS' && travelNO;
  try {
    return (await callApi(trainDateRangeCall, { departureDate: wished, travelType, ...(business ? { travelNO } : {}) })).departureDate;
  } catch (e) {
    if (!business) throw e;
    return (await callApi(trainDateRangeCall, { departureDate: wished, travelType })).departureDate;
  }
}

/**
 * "Book again" and "Buy return ticket" of a train order: `open(kind)` asks for the first bookable date and opens the
 * results of the prefilled search; `busy` is the one under way.
 */
export function useRebook(order: OrderDetail | undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<RebookKind | null>(null);

  const open = async (kind: RebookKind) => {
    const wished = order ? wishedDate(order, kind) : null;
    if (!order || !wished || busy) return;
    setBusy(kind);
    try {
      const state = rebookSearch(order, kind, await bookableDate(order, wished));
      if (state) navigate(`/train/results?${toSearchParams(state).toString()}`);
    } catch (e) {
      void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setBusy(null);
    }
  };

  return { open, busy };
}
