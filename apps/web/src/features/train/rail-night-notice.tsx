import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import { useTrainDateRange } from './train-queries';

/** During the railway's nightly close: bookings are night orders, bought when sales reopen (in booking order). */
export function RailNightNotice(props: { style?: React.CSSProperties }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const range = useTrainDateRange({ travelType: 'PRIVATE' });
  const r = range.data;
  if (!r || r.selling || !r.sellingResumesAt || !r.nightClosed) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={props.style}
      data-testid="rail-night-notice"
      message={t('train.night.title', { begin: r.nightClosed.begin, end: r.nightClosed.end })}
      description={t('train.night.text', { time: fmt.railDateTime(r.sellingResumesAt) })}
    />
  );
}
