import { useState } from 'react';
import { Alert, App, Button, Card, Col, DatePicker, Empty, Form, List, Popconfirm, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, UserSwitchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { delegateSaveCall } from '@travel/contracts/approval/approval';
import { isApiError } from '../../lib/api-error';
import { applyIssues, clearChangedIssues, clearIssues, issuesFromServer, issuesFromZod } from '../../lib/form-issues';
import { uuid } from '../../lib/uuid';
import { useFormat } from '../../lib/use-format';
import { useUser } from '../../lib/use-session';
import { useDelegates, useDeleteDelegate, useSaveDelegate } from './approval-queries';
import { ApproverSelect } from '../../widgets/approval/approver-select';

interface DelegateFormValues {
  delegateMemberId?: string;
  beginDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

const wire = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/** While away, a colleague approves in the member's place between two dates. */
export function DelegationSection() {
  const fmt = useFormat();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useUser();
  const delegates = useDelegates();
  const save = useSaveDelegate();
  const remove = useDeleteDelegate();
  const [form] = Form.useForm<DelegateFormValues>();
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async () => {
    setErrors([]);
    clearIssues(form);
    const v = form.getFieldsValue(true) as DelegateFormValues;
    const parsed = delegateSaveCall.input.safeParse({ delegateMemberId: v.delegateMemberId ?? '', beginDate: wire(v.beginDate), endDate: wire(v.endDate) });
    if (!parsed.success) {
      setErrors(applyIssues(form, issuesFromZod(t, parsed.error), () => true));
      return;
    }
    try {
      await save.mutateAsync({ input: parsed.data, idempotencyKey: uuid() });
      void message.success(t('approval.delegation.saved'));
      form.resetFields();
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) setErrors(applyIssues(form, issuesFromServer(t, error.issues), () => true));
      else setErrors([isApiError(error) ? error.description : t('errors.unexpected')]);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="delegation-section">
      <Card title={t('approval.delegation.add')}>
        <Typography.Paragraph type="secondary">{t('approval.delegation.hint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onValuesChange={(changed: Record<string, unknown>) => clearChangedIssues(form, changed)} initialValues={{ beginDate: dayjs() }}>
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Form.Item name="delegateMemberId" label={t('approval.delegation.colleague')} required>
                <ApproverSelect excludeMemberId={user.memberId} data-testid="delegate-member" />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item name="beginDate" label={t('approval.delegation.from')} required>
                <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} data-testid="delegate-begin" />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item name="endDate" label={t('approval.delegation.until')} required>
                <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} data-testid="delegate-end" />
              </Form.Item>
            </Col>
          </Row>
          {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} style={{ marginBottom: 12 }} />}
          <Button type="primary" onClick={() => void submit()} icon={<UserSwitchOutlined />} loading={save.isPending} data-testid="delegate-save">
            {t('approval.delegation.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('approval.delegation.title')}>
        {delegates.isPending && <Skeleton active />}
        {delegates.isError && <Alert type="error" showIcon message={t('errors.loadFailed')} description={isApiError(delegates.error) ? delegates.error.description : undefined} />}
        {delegates.data && delegates.data.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.delegation.empty')} />}
        {delegates.data && delegates.data.length > 0 && (
          <List
            dataSource={delegates.data}
            renderItem={(d) => (
              <List.Item
                data-testid="delegate-item"
                actions={[
                  <Popconfirm
                    key="delete"
                    title={t('approval.delegation.deleteConfirm', { name: d.delegateName })}
                    okText={t('common.delete')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('common.cancel')}
                    onConfirm={() =>
                      remove.mutateAsync(d.delegateId).then(
                        () => void message.success(t('approval.delegation.deleted')),
                        (e: unknown) => void message.error(isApiError(e) ? e.description : t('errors.unexpected')),
                      )
                    }
                  >
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} data-testid="delegate-delete" />
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space wrap size={[8, 2]}>
                      <span>{d.delegateName}</span>
                      <Tag color={d.active ? 'green' : 'default'}>{d.active ? t('approval.delegation.active') : t('approval.delegation.inactive')}</Tag>
                    </Space>
                  }
                  description={fmt.dateRange(d.beginDate, d.endDate)}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </Space>
  );
}
