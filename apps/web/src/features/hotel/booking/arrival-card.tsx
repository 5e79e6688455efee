import { Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PreCreate } from './stay-card';

/** The latest arrival (the hotel holds the room until then) and a request to the hotel. */
export function ArrivalCard(props: { times: PreCreate['selectTimeList']; arrival: string | null; onArrival: (v: string) => void; remark: string; onRemark: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <Card size="small" className="hotel-book__card" id="hotel-book-arrival" data-testid="hotel-book-arrival" title={t('hotel.book.arrivalTitle')}>
      <Form layout="vertical" component="div">
        {props.times.length > 0 && (
          <Form.Item label={t('hotel.book.arrival')} required htmlFor="hotel-book-arrival-time" extra={t('hotel.book.arrivalHint')} style={{ marginBottom: 12 }}>
            <Select
              id="hotel-book-arrival-time"
              value={props.arrival}
              onChange={props.onArrival}
              options={props.times.map((x) => ({ value: x.selectTimeValue, label: x.selectTimeTitle }))}
              data-testid="hotel-book-arrival-time"
            />
          </Form.Item>
        )}
        <Form.Item label={t('hotel.book.remark')} htmlFor="hotel-book-remark" style={{ marginBottom: 20 }}>
          <Input.TextArea
            id="hotel-book-remark"
            value={props.remark}
            onChange={(e) => props.onRemark(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={200}
            showCount
            placeholder={t('hotel.book.remarkPlaceholder')}
            data-testid="hotel-book-remark"
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
