import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModifyType } from '@travel/contracts/hotel/modify';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { MAX } from '@travel/contracts/platform/text';
import { isApiError } from '../../../lib/api-error';
import { useModifyTypes } from './hotel-order-queries';
import { useOrderModify } from './use-order-modify';
import { arrivalSlots, modifyInput, type ModifyDraft, type ModifyProblem } from './modify-draft';

/**
 * Changes the contact, the latest arrival and the remark (order/modify): modify/type/check says first what is open, a
 * closed part is disabled with the server's reason; a refusal stays in the dialog in the server's words.
 */
export function OrderModifyModal(props: { order: HotelOrder; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { orderId } = props.order.baseInfo;
  const types = useModifyTypes(orderId);
  const c = props.order.keyContact;
  const h = props.order.hotelInfo;
  const [before] = useState<ModifyDraft>(() => ({ name: c.name, mobileCountryCode: c.mobileCountryCode || '86', mobile: '', email: '', arrival: h.planArrivalTime, remark: h.customerRemark ?? '' }));
  const [draft, setDraft] = useState(before);
  const change = useOrderModify(props);
  const [problem, setProblem] = useState<ModifyProblem | null>(null);
  const list = types.data?.modifyTypeList ?? [];
  const state = (type: ModifyType) => list.find((m) => m.modifyType === type);
  const open = Object.fromEntries(list.map((m) => [m.modifyType, m.canModify]));
  const closedWhy = (type: ModifyType) => {
    const s = state(type);
    return s && !s.canModify ? <span data-testid={`modify-closed-${type}`}>{s.reasonDesc ?? t('hotel.order.modify.closed')}</span> : undefined;
  };
  const set = (patch: Partial<ModifyDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  const submit = async () => {
    const out = modifyInput(orderId, before, draft, open);
    if ('problem' in out) return setProblem(out.problem);
    await change.send(out.input, t('hotel.order.modify.done'));
  };

  return (
    <Modal
      open
      title={t('hotel.order.modify.title')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('hotel.order.modify.save')}
      okButtonProps={{ loading: change.busy, disabled: !types.data, 'data-testid': 'modify-save' }}
      cancelButtonProps={{ 'data-testid': 'modify-close' }}
    >
      <div data-testid="modify-modal" data-loaded={types.data ? 'true' : 'false'}>
        {types.isPending && <Skeleton active />}
        {types.isError && <Alert type="error" showIcon message={isApiError(types.error) ? types.error.description : t('errors.loadFailed')} />}
        {change.refusal && <Alert className="hotel-order__alert" type="error" showIcon data-testid="modify-refused" message={change.refusal} />}
        {problem && <Alert className="hotel-order__alert" type="warning" showIcon data-testid="modify-problem" message={t(`hotel.order.modify.${problem}`)} />}
        {types.data && (
          <Form layout="vertical" component="div">
            <Form.Item label={t('hotel.order.modify.contact')} extra={closedWhy('CONTACT') ?? t('hotel.order.modify.contactNote')} style={{ marginBottom: 8 }}>
              <Input value={draft.name} maxLength={MAX.name} disabled={!open.CONTACT} onChange={(e) => set({ name: e.target.value })} aria-label={t('fields.name')} placeholder={t('fields.name')} data-testid="modify-contact-name" />
            </Form.Item>
            <Form.Item style={{ marginBottom: 8 }}>
              <Input value={draft.mobile} prefix={`+${draft.mobileCountryCode}`} maxLength={20} inputMode="tel" disabled={!open.CONTACT} onChange={(e) => set({ mobile: e.target.value })} aria-label={t('fields.mobile')} placeholder={c.mobile} data-testid="modify-contact-mobile" />
            </Form.Item>
            <Form.Item>
              <Input value={draft.email} maxLength={254} inputMode="email" disabled={!open.CONTACT} onChange={(e) => set({ email: e.target.value })} aria-label={t('fields.email')} placeholder={c.email ?? t('fields.email')} data-testid="modify-contact-email" />
            </Form.Item>
            <Form.Item label={t('hotel.order.arrival')} htmlFor="modify-arrival" extra={closedWhy('ARRIVAL_TIME')}>
              <Select id="modify-arrival" value={draft.arrival} disabled={!open.ARRIVAL_TIME} onChange={(v: string) => set({ arrival: v })} options={arrivalSlots(before.arrival).map((v) => ({ value: v, label: v }))} data-testid="modify-arrival" />
            </Form.Item>
            <Form.Item label={t('hotel.order.remark')} htmlFor="modify-remark" extra={closedWhy('REMARK')}>
              <Input.TextArea id="modify-remark" value={draft.remark} disabled={!open.REMARK} onChange={(e) => set({ remark: e.target.value })} maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid="modify-remark" />
            </Form.Item>
          </Form>
        )}
      </div>
    </Modal>
  );
}
