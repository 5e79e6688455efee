import { Button, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GUARANTEE_CODE_MINUTES } from '@travel/contracts/hotel/guarantee';
import type { useSendCode } from './use-send-code';

/**
 * The verify code: the six digits typed beside the button that sends them (to the member who booked), which waits out
 * the resend interval with its seconds shown; below, where the last code went, or why none was sent.
 */
export function SendCodeField(props: { value?: string; onChange?: (value: string) => void; id?: string; sender: ReturnType<typeof useSendCode>; disabled?: boolean }) {
  const { t } = useTranslation();
  const s = props.sender;
  const waiting = s.secondsToResend > 0;
  return (
    <div className="hotel-guarantee__code">
      <div className="hotel-guarantee__code-row">
        <Input
          id={props.id}
          value={props.value ?? ''}
          onChange={(e) => props.onChange?.(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          className="hotel-guarantee__code-input"
          data-testid="guarantee-code"
        />
        <Button
          icon={<SendOutlined />}
          loading={s.busy}
          disabled={waiting || props.disabled}
          onClick={() => void s.send()}
          data-testid="guarantee-send-code"
          data-wait={s.secondsToResend}
        >
          {waiting ? t('hotel.guarantee.resendIn', { seconds: s.secondsToResend }) : s.sentTo ? t('hotel.guarantee.resend') : t('hotel.guarantee.sendCode')}
        </Button>
      </div>
      {s.sentTo && !s.refusal && (
        <Typography.Text type="secondary" className="hotel-guarantee__sent" data-testid="guarantee-code-sent">
          {t('hotel.guarantee.sentTo', { to: s.sentTo, minutes: GUARANTEE_CODE_MINUTES })}
        </Typography.Text>
      )}
      {s.refusal && (
        <Typography.Text type="danger" className="hotel-guarantee__sent" data-testid="guarantee-code-refusal">
          {s.refusal}
        </Typography.Text>
      )}
    </div>
  );
}
