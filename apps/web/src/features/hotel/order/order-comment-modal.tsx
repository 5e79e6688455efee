import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Rate } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMENT_CONTENT_MAX, commentAddCall } from '@travel/contracts/hotel/comment-add';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { callApi } from '../../../lib/api-client';
import { useSubmit } from '../../../lib/use-submit';

/** Comment on the stay (comment/add): a score and words; a refusal stays in the dialog in the server's words. */
export function OrderCommentModal(props: { order: HotelOrder; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const { busy, refusal, run } = useSubmit();
  const ready = score > 0 && content.trim().length > 0;
  const submit = () =>
    run(async () => {
      await callApi(commentAddCall, { orderId: props.order.baseInfo.orderId, score, content: content.trim(), tags: [] });
      void message.success(t('hotel.order.commented'));
      // The hotel's comments now start with this one.
      void client.invalidateQueries({ queryKey: ['hotel'] });
      await props.onChanged();
      props.onClose();
    });
  return (
    <Modal
      open
      title={t('hotel.order.commentTitle', { hotel: props.order.hotelInfo.hotelName })}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('hotel.order.commentSubmit')}
      okButtonProps={{ loading: busy, disabled: !ready, 'data-testid': 'comment-submit' }}
      cancelButtonProps={{ 'data-testid': 'comment-close' }}
    >
      <Form layout="vertical" data-testid="comment-modal">
        {refusal && <Alert type="error" showIcon data-testid="comment-refused" message={refusal} className="hotel-order__alert" />}
        <Form.Item label={t('hotel.order.commentScore')} required>
          <Rate value={score} onChange={setScore} data-testid="comment-score" />
        </Form.Item>
        <Form.Item label={t('hotel.order.commentContent')} required>
          <Input.TextArea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={COMMENT_CONTENT_MAX}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
            placeholder={t('hotel.order.commentPlaceholder')}
            data-testid="comment-content"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
