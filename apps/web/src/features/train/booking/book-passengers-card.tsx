import { useState } from 'react';
import { Button, Card, Checkbox, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import type { BookTrip, InsuranceProduct, prebookDataCall } from '@travel/contracts/train/booking';
import type { Passenger } from '@travel/contracts/member/passenger';
import { AddPassengerModal, type ColleagueChoice } from './add-passenger-modal';
import { BookPassengerRow } from './book-passenger-row';
import { BookRequiredTitle } from './book-required-title';
import { ColleaguePicker } from './colleague-picker';
import { fromSaved, type PaxDraft } from './pax-draft';

type PrebookTrip = CallOutput<typeof prebookDataCall>['tripList'][number];

/** Who travels: saved passengers to tick, the colleague type-ahead, a customer typed in, and each passenger's row. */
export function BookPassengersCard(props: {
  passengers: readonly PaxDraft[];
  max: number;
  saved: readonly Passenger[];
  selfMemberId: string;
  tripList: readonly BookTrip[];
  choiceOf: (tripIndex: number) => PrebookTrip | undefined;
  insurance: readonly InsuranceProduct[];
  forced: ReadonlySet<string>;
  money: (m: Money) => string;
  onAdd: (p: PaxDraft) => void;
  onRemove: (match: (p: PaxDraft) => boolean) => void;
  onUpdate: (key: string, patch: Partial<PaxDraft>) => void;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [colleague, setColleague] = useState<ColleagueChoice | null>(null);
  const { passengers } = props;
  const full = passengers.length >= props.max;
  const chosen = new Set(passengers.map((p) => p.passengerId).filter(Boolean));
  return (
    <Card
      title={<BookRequiredTitle>{t('train.book.passengers', { n: passengers.length, max: props.max })}</BookRequiredTitle>}
      size="small"
      className="train-book__card"
      id="book-passengers"
      data-testid="book-passengers"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={full} data-testid="book-add-passenger">
          {t('train.book.addPassenger')}
        </Button>
      }
    >
      <Typography.Text type="secondary">{t('train.book.savedHint')}</Typography.Text>
      <div className="train-book__saved" data-testid="book-saved-passengers">
        {props.saved.map((p) => {
          const draft = fromSaved(p);
          return (
            <Checkbox
              key={p.passengerId}
              checked={chosen.has(p.passengerId)}
              disabled={!draft || (!chosen.has(p.passengerId) && full)}
              onChange={(e) => {
                if (e.target.checked && draft) props.onAdd(draft);
                else props.onRemove((x) => x.passengerId === p.passengerId);
              }}
              data-testid="book-saved-passenger"
              data-name={p.name}
            >
              {p.name}
              {!draft && (
                <Tag color="orange" style={{ marginLeft: 6 }}>
                  {t('train.book.noPassport')}
                </Tag>
              )}
            </Checkbox>
          );
        })}
      </div>
      <ColleaguePicker passengers={passengers} saved={props.saved} selfMemberId={props.selfMemberId} full={full} onColleague={setColleague} onSaved={props.onAdd} />
      {passengers.map((p, index) => (
        <BookPassengerRow
          key={p.key}
          passenger={p}
          index={index}
          tripList={props.tripList}
          choiceOf={props.choiceOf}
          insurance={props.insurance}
          forced={props.forced}
          money={props.money}
          onUpdate={(patch) => props.onUpdate(p.key, patch)}
          onRemove={() => props.onRemove((x) => x.key === p.key)}
        />
      ))}
      <AddPassengerModal open={adding} onClose={() => setAdding(false)} onAdd={props.onAdd} />
      <AddPassengerModal open={colleague !== null} colleague={colleague} onClose={() => setColleague(null)} onAdd={props.onAdd} />
    </Card>
  );
}
