import { Button, Select, Typography } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SearchPassenger } from '@travel/contracts/train/search';
import { AGE_OPTIONS, MAX_PER_TYPE, PASSENGER_TYPES, countOf, ofType, withAge, withCount, type PassengerIssue } from './passenger-list';

/**
 * The travellers of a train search by type: adults, youths and seniors as counters, an age chooser for each youth
 * and senior. Problems come from the contract's checks (`issues`); age problems show once `showAgeIssues` is set.
 */
export function PassengerEditor(props: {
  value: SearchPassenger[];
  onChange: (list: SearchPassenger[]) => void;
  issues: PassengerIssue[];
  showAgeIssues: boolean;
}) {
  const { t } = useTranslation();
  const list = props.value;
  const ageIssue = new Set(props.issues.flatMap((i) => (i.index !== undefined && i.message === 'validation.selectAge' ? [i.index] : [])));
  const general = [...new Set(props.issues.filter((i) => i.index === undefined).map((i) => i.message))];
  const ageOptions = AGE_OPTIONS.map((age) => ({ value: age, label: t('train.passenger.ageValue', { count: age }) }));

  return (
    <div className="train-pax" data-testid="train-passengers">
      {PASSENGER_TYPES.map((type) => {
        const count = countOf(list, type);
        return (
          <div key={type} className="train-pax__type">
            <div className="train-pax__row">
              <div className="train-pax__label">
                <span>{t(`train.passenger.${type}`)}</span>
                <Typography.Text type="secondary" className="train-pax__hint">
                  {t(`train.passenger.hint.${type}`)}
                </Typography.Text>
              </div>
              <div className="train-pax__stepper">
                <Button
                  shape="circle"
                  size="small"
                  icon={<MinusOutlined />}
                  disabled={count === 0}
                  onClick={() => props.onChange(withCount(list, type, count - 1))}
                  aria-label={t('train.passenger.decrease', { type: t(`train.passenger.${type}`) })}
                  data-testid={`pax-${type}-minus`}
                />
                <span className="train-pax__count" data-testid={`pax-${type}-count`}>
                  {count}
                </span>
                <Button
                  shape="circle"
                  size="small"
                  icon={<PlusOutlined />}
                  disabled={count >= MAX_PER_TYPE}
                  onClick={() => props.onChange(withCount(list, type, count + 1))}
                  aria-label={t('train.passenger.increase', { type: t(`train.passenger.${type}`) })}
                  data-testid={`pax-${type}-plus`}
                />
              </div>
            </div>
            {type !== 'ADT' && count > 0 && (
              <div className="train-pax__ages">
                {ofType(list, type).map(({ passenger, index }, nth) => {
                  const invalid = props.showAgeIssues && ageIssue.has(index);
                  return (
                    <label key={index} className="train-pax__age">
                      <span>{t(`train.passenger.nth.${type}`, { n: nth + 1 })}</span>
                      <Select<number>
                        showSearch
                        allowClear
                        placeholder={t('train.passenger.age')}
                        value={passenger.age}
                        status={invalid ? 'error' : undefined}
                        options={ageOptions}
                        optionFilterProp="label"
                        onChange={(age) => props.onChange(withAge(list, type, nth, age ?? undefined))}
                        style={{ width: 120 }}
                        data-testid={`pax-age-${type}-${nth}`}
                      />
                    </label>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
      {props.showAgeIssues && ageIssue.size > 0 && (
        <Typography.Text type="danger" className="train-field-error" data-testid="pax-age-error">
          {t('server:validation.selectAge')}
        </Typography.Text>
      )}
      {general.map((message) => (
        <Typography.Text key={message} type="danger" className="train-field-error" data-testid="pax-error">
          {t(`server:${message}`)}
        </Typography.Text>
      ))}
    </div>
  );
}
