import { useState } from 'react';
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceFeedbackConfigCall } from '@travel/contracts/hotel/price-feedback';
import type { RatePlan } from '@travel/contracts/hotel/rateplan';
import { callApi } from '../../../lib/api-client';
import { PriceFeedbackModal } from './price-feedback-modal';
import './price-feedback.css';

/** Spec 5: feedback on a lower price is offered when the enterprise takes it and a room has a contract rate (sourceType '1'). */
export function PriceFeedbackButton(props: { hotelId: string; checkinDate: string; checkoutDate: string; rooms: { roomTypeName: string; ratePlanList: Pick<RatePlan, 'sourceType'>[] }[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const config = useQuery({ queryKey: ['hotel', 'price-feedback-config'], queryFn: () => callApi(priceFeedbackConfigCall, {}), staleTime: 10 * 60_000 });
  const contract = props.rooms.some((r) => r.ratePlanList.some((p) => p.sourceType === '1'));
  if (!config.data?.enabled || !contract) return null;
  return (
    <>
      <Button type="link" className="hotel-price-feedback__open" onClick={() => setOpen(true)} data-testid="price-feedback-open">
        {t('hotel.priceFeedback.open')}
      </Button>
      {open && <PriceFeedbackModal hotelId={props.hotelId} checkinDate={props.checkinDate} checkoutDate={props.checkoutDate} roomNames={props.rooms.map((r) => r.roomTypeName)} onClose={() => setOpen(false)} />}
    </>
  );
}
