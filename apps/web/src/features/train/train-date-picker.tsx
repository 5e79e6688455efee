import { useMemo } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/**
 * The departure date: only the dates on sale and the presale dates can be picked; presale dates carry a dot and a
 * tooltip, explained under the calendar.
 */
export function TrainDatePicker(props: {
  value: string | null;
  onChange: (date: string) => void;
  saleDates: readonly string[];
  presaleDates: readonly string[];
  loading?: boolean;
  status?: 'error';
  testId: string;
}) {
  const { t } = useTranslation();
  const sale = useMemo(() => new Set(props.saleDates), [props.saleDates]);
  const presale = useMemo(() => new Set(props.presaleDates), [props.presaleDates]);
  const bookable = (d: Dayjs) => {
    const key = d.format('YYYY-MM-DD');
    return sale.has(key) || presale.has(key);
  };
  const value = props.value ? dayjs(props.value) : null;
  return (
    <DatePicker
      value={value}
      onChange={(d) => d && props.onChange(d.format('YYYY-MM-DD'))}
      format="YYYY-MM-DD"
      allowClear={false}
      disabled={props.loading}
      status={props.status}
      disabledDate={(d) => !bookable(d)}
      defaultPickerValue={value ?? (props.saleDates[0] ? dayjs(props.saleDates[0]) : undefined)}
      style={{ width: '100%' }}
      size="large"
      data-testid={props.testId}
      cellRender={(current, info) => {
        if (info.type !== 'date' || !dayjs.isDayjs(current)) return info.originNode;
        const key = current.format('YYYY-MM-DD');
        if (!presale.has(key)) return info.originNode;
        return (
          <div className="ant-picker-cell-inner train-presale-cell" title={t('train.search.presale')} data-presale={key}>
            {current.date()}
            <span className="train-presale-cell__dot" />
          </div>
        );
      }}
      renderExtraFooter={() =>
        props.presaleDates.length > 0 ? (
          <div className="train-date-legend">
            <span className="train-presale-cell__dot train-presale-cell__dot--legend" /> {t('train.search.presaleLegend')}
          </div>
        ) : null
      }
    />
  );
}
