import { useState } from 'react';
import { Alert, App, Button, Input, Modal } from 'antd';
import { FlagOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ERROR_DESC_MAX, errorAuditAddCall } from '@travel/contracts/hotel/error-audit';
import { callApi } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';

/** "Report an error" on a hotel's page (error_audit/add): the traveller says what is wrong; the enterprise's administrators read it. */
export function ReportErrorLink(props: { hotelId: string; hotelName: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { busy, refusal, setRefusal, run } = useSubmit();
  const close = () => {
    setOpen(false);
    setText('');
    setRefusal(null);
  };
  const submit = () =>
    run(async () => {
      await callApi(errorAuditAddCall, { hotelId: props.hotelId, errorDesc: text.trim() });
      void message.success(t('hotel.detail.reportError.done'));
      close();
    });
  return (
    <>
      <Button type="link" size="small" icon={<FlagOutlined />} className="hotel-report-error" onClick={() => setOpen(true)} data-testid="hotel-report-error">
        {t('hotel.detail.reportError.link')}
      </Button>
      {open && (
        <Modal
          open
          title={t('hotel.detail.reportError.title', { hotel: props.hotelName })}
          onCancel={close}
          onOk={() => void submit()}
          okText={t('hotel.detail.reportError.submit')}
          okButtonProps={{ loading: busy, disabled: text.trim().length === 0, 'data-testid': 'report-error-submit' }}
        >
          {refusal && <Alert type="error" showIcon message={refusal} data-testid="report-error-refused" />}
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={ERROR_DESC_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('hotel.detail.reportError.placeholder')}
            aria-label={t('hotel.detail.reportError.title', { hotel: props.hotelName })}
            data-testid="report-error-text"
          />
        </Modal>
      )}
    </>
  );
}
