import { useEffect, useState } from 'react';
import { Alert, App, Button, Empty, Form, Input, List, Modal, Popconfirm, Segmented, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { violationReasonSaveCall, type ViolationReason } from '@travel/contracts/policy/standards';
import { isApiError } from '../../lib/api-error';
import { applyIssues, clearChangedIssues, clearIssues, issuesFromServer, issuesFromZod } from '../../lib/form-issues';
import { uuid } from '../../lib/uuid';
import { useDeleteViolationReason, useSaveViolationReason } from './policy-queries';
import { useViolationReasons } from '../../widgets/policy/policy-lookups';

export const VIOLATION_TYPES = [1, 2, 3, 4, 5] as const;

interface ReasonFormValues {
  violationType?: number;
  reasonCode?: string;
  reasonDescription?: string;
  reasonDescriptionEn?: string;
}

function ReasonModal(props: { target: { recordID?: string; values: ReasonFormValues } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReasonFormValues>();
  const save = useSaveViolationReason();
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!props.target) return;
    form.resetFields();
    form.setFieldsValue(props.target.values);
    setErrors([]);
  }, [props.target, form]);

  const submit = async () => {
    setErrors([]);
    clearIssues(form);
    const v = form.getFieldsValue(true) as ReasonFormValues;
    const parsed = violationReasonSaveCall.input.safeParse({
      ...(props.target?.recordID ? { recordID: props.target.recordID } : {}),
      violationType: v.violationType,
      reasonCode: v.reasonCode ?? '',
      reasonDescription: v.reasonDescription ?? '',
      ...(v.reasonDescriptionEn?.trim() ? { reasonDescriptionEn: v.reasonDescriptionEn.trim() } : {}),
    });
    if (!parsed.success) {
      setErrors(applyIssues(form, issuesFromZod(t, parsed.error), () => true));
      return;
    }
    try {
      await save.mutateAsync({ input: parsed.data, idempotencyKey: uuid() });
      void message.success(t('policy.reasons.saved'));
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) setErrors(applyIssues(form, issuesFromServer(t, error.issues), () => true));
      else setErrors([isApiError(error) ? error.description : t('errors.unexpected')]);
    }
  };

  return (
    <Modal
      open={props.target !== null}
      title={props.target?.recordID ? t('policy.reasons.edit') : t('policy.reasons.add')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      maskClosable={false}
      okButtonProps={{ 'data-testid': 'reason-save' }}
    >
      <Form form={form} layout="vertical" onValuesChange={(changed: Record<string, unknown>) => clearChangedIssues(form, changed)} onFinish={() => void submit()}>
        <Form.Item name="violationType" label={t('policy.reasons.type')} required>
          <Select options={VIOLATION_TYPES.map((n) => ({ value: n, label: t(`policy.violationType.${n}`) }))} data-testid="reason-type" />
        </Form.Item>
        <Form.Item name="reasonCode" label={t('policy.reasons.code')} required extra={t('policy.reasons.codeHint')}>
          <Input maxLength={20} data-testid="reason-code" />
        </Form.Item>
        <Form.Item name="reasonDescription" label={t('policy.reasons.description')} required>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} data-testid="reason-description" />
        </Form.Item>
        <Form.Item name="reasonDescriptionEn" label={t('policy.reasons.descriptionEn')} extra={t('policy.names.enHint')}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} data-testid="reason-description-en" />
        </Form.Item>
        {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} />}
      </Form>
    </Modal>
  );
}

/** The reasons travellers may pick for an out-of-policy booking, per product; add, edit, delete. */
export function ViolationReasonsSection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [type, setType] = useState<number | 'ALL'>('ALL');
  const reasons = useViolationReasons(type === 'ALL' ? undefined : type);
  const remove = useDeleteViolationReason();
  const [target, setTarget] = useState<{ recordID?: string; values: ReasonFormValues } | null>(null);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="reasons-section">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<string>
            value={String(type)}
            onChange={(v) => setType(v === 'ALL' ? 'ALL' : Number(v))}
            options={[{ value: 'ALL', label: t('tr.list.all') }, ...VIOLATION_TYPES.map((n) => ({ value: String(n), label: t(`policy.violationType.${n}`) }))]}
          />
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ values: { violationType: type === 'ALL' ? 3 : type } })} data-testid="reason-add">
          {t('policy.reasons.add')}
        </Button>
      </div>
      {reasons.isPending && <Skeleton active />}
      {reasons.isError && <Alert type="error" showIcon message={t('errors.loadFailed')} description={isApiError(reasons.error) ? reasons.error.description : undefined} />}
      {reasons.data && reasons.data.length === 0 && <Empty description={t('policy.reasons.empty')} />}
      {reasons.data && reasons.data.length > 0 && (
        <List
          bordered
          style={{ background: '#fff' }}
          dataSource={reasons.data}
          renderItem={(r: ViolationReason) => (
            <List.Item
              data-testid="reason-item"
              actions={[
                <Button
                  key="edit"
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('common.edit')}
                  onClick={() => setTarget({ recordID: r.recordID, values: { violationType: r.violationType, reasonCode: r.reasonCode, reasonDescription: r.reasonDescriptionCn, reasonDescriptionEn: r.reasonDescriptionEn ?? '' } })}
                />,
                <Popconfirm
                  key="delete"
                  title={t('policy.reasons.deleteConfirm')}
                  okText={t('common.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    remove.mutateAsync(r.recordID).then(
                      () => void message.success(t('policy.reasons.deleted')),
                      (e: unknown) => void message.error(isApiError(e) ? e.description : t('errors.unexpected')),
                    )
                  }
                >
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
                </Popconfirm>,
              ]}
            >
              <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
                <Space wrap size={[6, 2]}>
                  <Tag color="blue">{t(`policy.violationType.${r.violationType}`, { defaultValue: String(r.violationType) })}</Tag>
                  <Typography.Text code>{r.reasonCode}</Typography.Text>
                </Space>
                <span style={{ overflowWrap: 'anywhere' }}>{r.reasonDescription}</span>
              </Space>
            </List.Item>
          )}
        />
      )}
      <ReasonModal target={target} onClose={() => setTarget(null)} />
    </Space>
  );
}
