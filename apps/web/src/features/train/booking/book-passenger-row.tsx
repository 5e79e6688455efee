import { Button, Checkbox, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import type { BookTrip, InsuranceProduct, prebookDataCall } from '@travel/contracts/train/booking';
import { ageOn, ticketTypeForAge } from '@travel/contracts/train/passenger-age';
import { BookFreeChild } from './book-free-child';
import type { PaxDraft } from './pax-draft';

type PrebookTrip = CallOutput<typeof prebookDataCall>['tripList'][number];

/** One passenger of the booking: name, kind and passport, the seat or berth wished per train, and insurance. */
export function BookPassengerRow(props: {
  passenger: PaxDraft;
  index: number;
  tripList: readonly BookTrip[];
  choiceOf: (tripIndex: number) => PrebookTrip | undefined;
  insurance: readonly InsuranceProduct[];
  forced: ReadonlySet<string>;
  money: (m: Money) => string;
  onUpdate: (patch: Partial<PaxDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const p = props.passenger;
  const departureDate = [...props.tripList].sort((a, b) => a.tripIndex - b.tripIndex)[0]?.departureDate ?? '';
  // Under 14 on the departure date: a child ticket at the child fare, with a seat.
  const isChild = Boolean(p.birthday && departureDate) && ticketTypeForAge(ageOn(p.birthday, departureDate)) === 'CHILD';
  // A railway-account passenger is sent as a customer, but is the account's: named so, not "Customer".
  const kind = p.accountPassengerId ? t('train.book.accountPassenger') : p.source === 'STAFF' ? `${t('train.book.colleague')} · ${p.colleagueName ?? ''}` : p.source === 'CUSTOMER' ? t('train.book.customer') : t('train.book.saved');
  return (
    <div className="train-book__pax" data-testid="book-passenger" data-source={p.source} data-account={p.accountPassengerId ? 'true' : undefined}>
      <div className="train-book__pax-head">
        <Space wrap size={[8, 4]}>
          <Typography.Text strong>
            {props.index + 1}. {p.familyName}/{p.givenName}
          </Typography.Text>
          <Tag color={p.source === 'STAFF' ? 'blue' : p.accountPassengerId ? 'cyan' : undefined} data-testid="book-passenger-kind">
            {kind}
          </Tag>
          {isChild && (
            <Tag color="gold" data-testid="book-child-fare">
              {t('train.passengerType.CHILD')}
            </Tag>
          )}
          <Typography.Text type="secondary">
            {t('certType.2')} {p.idNumber}
          </Typography.Text>
        </Space>
        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={props.onRemove} data-testid="book-passenger-remove" />
      </div>
      <Space wrap size={[12, 6]} style={{ display: 'flex', marginTop: 6 }}>
        {props.tripList.map((trip) => {
          const c = props.choiceOf(trip.tripIndex);
          if (c?.supportSelect && c.seatLetterList.length > 0)
            return (
              <Select
                key={trip.tripIndex}
                allowClear
                style={{ minWidth: 140 }}
                placeholder={t('train.book.seatLetter')}
                value={p.seatLetter}
                onChange={(v) => props.onUpdate({ seatLetter: v })}
                options={c.seatLetterList.map((l) => ({ value: l, label: l }))}
                data-testid="book-seat-letter"
              />
            );
          if (c?.supportBed && c.berthList.length > 0)
            return (
              <Select
                key={trip.tripIndex}
                allowClear
                style={{ minWidth: 140 }}
                placeholder={t('train.book.berth')}
                value={p.berth}
                onChange={(v) => props.onUpdate({ berth: v })}
                options={c.berthList.map((b) => ({ value: b, label: t(`train.book.berths.${b}`) }))}
                data-testid="book-berth"
              />
            );
          return null;
        })}
        {props.insurance.map((ins) => (
          <Checkbox
            key={ins.insuranceProductId}
            checked={p.insuranceProductIds.includes(ins.insuranceProductId)}
            disabled={props.forced.has(ins.insuranceProductId)}
            onChange={(e) =>
              props.onUpdate({
                insuranceProductIds: e.target.checked ? [...p.insuranceProductIds, ins.insuranceProductId] : p.insuranceProductIds.filter((x) => x !== ins.insuranceProductId),
              })
            }
            data-testid="book-insurance"
          >
            {ins.name} {props.money(ins.insuranceFee)}
          </Checkbox>
        ))}
      </Space>
      {departureDate && <BookFreeChild passenger={p} departureDate={departureDate} onChange={(freeChild) => props.onUpdate({ freeChild })} />}
    </div>
  );
}
