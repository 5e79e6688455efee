import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FreeChild } from '@travel/contracts/train/free-child';
import { ageOn, mayAccompany } from '@travel/contracts/train/passenger-age';
import { FreeChildModal } from './free-child-modal';
import type { PaxDraft } from './pax-draft';

/**
 * Under a passenger of the booking: the free-ticket child riding on their ticket, with a way to remove it, or a way to
 * add one when the passenger pays the full fare (14 or over on the departure date). One child per passenger.
 */
export function BookFreeChild(props: { passenger: PaxDraft; departureDate: string; onChange: (child: FreeChild | undefined) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const p = props.passenger;
  const child = p.freeChild;
  if (child)
    return (
      <div className="train-book__free-child" data-testid="book-free-child">
        <Tag color="green">{t('train.passengerType.FREE_CHILD')}</Tag>
        <Typography.Text>
          {child.familyName}/{child.givenName} · {child.birthday}
        </Typography.Text>
        <Typography.Text type="secondary">{t('train.freeChild.noSeat')}</Typography.Text>
        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('train.freeChild.remove')} onClick={() => props.onChange(undefined)} data-testid="book-free-child-remove" />
      </div>
    );
  if (!p.birthday || !mayAccompany(ageOn(p.birthday, props.departureDate))) return null;
  return (
    <>
      <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="book-free-child-add" style={{ paddingInline: 0 }}>
        {t('train.freeChild.add')}
      </Button>
      <FreeChildModal open={open} adultName={`${p.familyName}/${p.givenName}`} departureDate={props.departureDate} onClose={() => setOpen(false)} onAdd={props.onChange} />
    </>
  );
}
