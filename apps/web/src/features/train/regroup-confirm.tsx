import { useCallback } from 'react';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { preSearchVerifyCall, type SearchPassenger } from '@travel/contracts/train/search';
import { TrainError } from '@travel/contracts/train/errors';
import { isApiError } from '../../lib/api-error';
import { PASSENGER_TYPES, ofType } from './passenger-list';

/** The spec's code for "a traveller's type does not fit their age"; `data.passengerList` is the regrouped list. */
export const TYPE_MISMATCH = TrainError.PASSENGER_TYPE_MISMATCH;

/** The regrouped travellers an ItrainTrading.1518 refusal carries, or null for any other error. */
export function regroupedPassengers(error: unknown): SearchPassenger[] | null {
  if (!isApiError(error, TYPE_MISMATCH)) return null;
  const parsed = preSearchVerifyCall.output.safeParse(error.data);
  return parsed.success ? parsed.data.passengerList : null;
}

/** "Adults × 1 · Youths × 2 (20, 25)": the travellers by type, with the ages of youths and seniors. */
export function passengerSummary(t: TFunction, list: readonly SearchPassenger[]): string {
  return PASSENGER_TYPES.flatMap((type) => {
    const of = ofType(list, type);
    if (of.length === 0) return [];
    const ages = of.flatMap((x) => (x.passenger.age === undefined ? [] : [x.passenger.age]));
    return [`${t(`train.passenger.${type}`)} × ${of.length}${ages.length > 0 ? ` (${ages.join(', ')})` : ''}`];
  }).join(' · ');
}

/**
 * Asks whether to switch the travellers' types automatically (resolves with the regrouped list) or go back and
 * amend them (resolves with null). Anything but an ItrainTrading.1518 refusal resolves with undefined at once.
 */
export function useRegroupConfirm(): (error: unknown) => Promise<SearchPassenger[] | null | undefined> {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (error: unknown) => {
      const regrouped = regroupedPassengers(error);
      if (!regrouped || !isApiError(error)) return Promise.resolve(undefined);
      return new Promise<SearchPassenger[] | null>((resolve) => {
        modal.confirm({
          title: t('train.regroup.title'),
          content: (
            <div data-testid="regroup-confirm">
              <Typography.Paragraph>{error.description}</Typography.Paragraph>
              <Typography.Text type="secondary">{t('train.regroup.after')}</Typography.Text>{' '}
              <Typography.Text strong data-testid="regroup-summary">
                {passengerSummary(t, regrouped)}
              </Typography.Text>
            </div>
          ),
          okText: t('train.regroup.continue'),
          cancelText: t('train.regroup.amend'),
          okButtonProps: { 'data-testid': 'regroup-continue' } as Record<string, string>,
          cancelButtonProps: { 'data-testid': 'regroup-amend' } as Record<string, string>,
          onOk: () => resolve(regrouped),
          onCancel: () => resolve(null),
        });
      });
    },
    [modal, t],
  );
}
