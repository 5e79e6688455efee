import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Drawer, Empty, Form, Input, InputNumber, Row, Select, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPROVAL_BIZ_TYPES, approvalConfigSaveCall, type ApprovalFlow } from '@travel/contracts/approval/approval';
import { PRODUCTS } from '@travel/contracts/platform/products';
import { useLocale } from '../../lib/locale-provider';
import { isApiError } from '../../lib/api-error';
import { applyIssues, clearChangedIssues, clearIssues, issuesFromServer, issuesFromZod, type FormIssue } from '../../lib/form-issues';
import { formatMoney } from '../../lib/format';
import { useIsDesktop } from '../../lib/use-media-query';
import { uuid } from '../../lib/uuid';
import { localName } from '../../lib/local-name';
import { ApproverSelect } from '../../widgets/approval/approver-select';
import { NEW_FLOW, NEW_LEVEL, flowFormPath, flowFromForm, flowToForm, type FlowFormValues, type LevelValues } from './flow-form-values';
import { useApprovalFlows, useDepartments, useSaveApprovalFlow } from './policy-queries';
import { useApprovers, useCostCentres } from '../../widgets/policy/policy-lookups';

const APPROVER_TYPES = ['DEFAULT_APPROVER', 'MEMBERS', 'TRAVEL_MANAGER'] as const;
const TIMEOUT_ACTIONS = ['ESCALATE', 'APPROVE', 'REJECT'] as const;

function FlowDrawer(props: { target: FlowFormValues | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const isDesktop = useIsDesktop();
  const [form] = Form.useForm<FlowFormValues>();
  const save = useSaveApprovalFlow();
  const departments = useDepartments();
  const costCentres = useCostCentres();
  const [errors, setErrors] = useState<string[]>([]);
  const levels = (Form.useWatch('levels', form) as LevelValues[] | undefined) ?? [];

  useEffect(() => {
    if (!props.target) return;
    form.resetFields();
    form.setFieldsValue(props.target);
    setErrors([]);
  }, [props.target, form]);

  const show = (issues: FormIssue[]) => setErrors(applyIssues(form, issues.map((i) => ({ path: flowFormPath(i.path) ?? [], message: i.message })), (p) => p.length > 0));

  const submit = async () => {
    setErrors([]);
    clearIssues(form);
    const parsed = approvalConfigSaveCall.input.safeParse(flowFromForm(form.getFieldsValue(true) as FlowFormValues));
    if (!parsed.success) return show(issuesFromZod(t, parsed.error));
    try {
      await save.mutateAsync({ input: parsed.data, idempotencyKey: uuid() });
      void message.success(t('policy.flows.saved'));
      props.onClose();
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) show(issuesFromServer(t, error.issues));
      else setErrors([isApiError(error) ? error.description : t('errors.unexpected')]);
    }
  };

  return (
    <Drawer
      open={props.target !== null}
      onClose={props.onClose}
      width={isDesktop ? 720 : '100%'}
      maskClosable={false}
      title={props.target?.flowId ? t('policy.flows.edit') : t('policy.flows.add')}
      data-testid="flow-drawer"
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="flow-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onValuesChange={(changed: Record<string, unknown>) => clearChangedIssues(form, changed)} onFinish={() => void submit()}>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('policy.flows.name')} required>
              <Input maxLength={100} data-testid="flow-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nameEn" label={t('policy.flows.nameEn')} extra={t('policy.names.enHint')}>
              <Input maxLength={100} data-testid="flow-name-en" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="bizType" label={t('policy.flows.bizType')}>
              <Select options={APPROVAL_BIZ_TYPES.map((b) => ({ value: b, label: t(`approval.bizType.${b}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="priority" label={t('policy.flows.priority')} extra={t('policy.flows.priorityHint')}>
              <InputNumber min={0} max={999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="active" label={t('policy.flows.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('policy.flows.conditions')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('policy.flows.conditionsHint')}</Typography.Paragraph>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="departmentIds" label={t('policy.flows.departments')}>
              <Select mode="multiple" allowClear optionFilterProp="label" options={(departments.data ?? []).map((d) => ({ value: d.departmentId, label: localName(locale, d.departmentName, d.departmentNameEn) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="costCentreIds" label={t('policy.flows.costCentres')}>
              <Select mode="multiple" allowClear optionFilterProp="label" options={(costCentres.data ?? []).map((c) => ({ value: c.costCentreId, label: `${c.code} · ${c.name}` }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="products" label={t('policy.flows.products')}>
              <Select mode="multiple" allowClear options={PRODUCTS.map((p) => ({ value: p, label: t(`policy.product.${p}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="minAmount" label={t('policy.flows.minAmount')}>
              <InputNumber min={0} max={99_999_999} precision={2} prefix="¥" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('policy.flows.levels')}</Typography.Title>
        <Form.List name="levels">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <div key={field.key} className="policy-rule-box">
                  <div className="policy-rule-box__head">
                    <Typography.Text strong>{t('approval.levelN', { level: i + 1 })}</Typography.Text>
                    {fields.length > 1 && <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />}
                  </div>
                  <Row gutter={12}>
                    <Col xs={24} sm={12}>
                      <Form.Item name={[field.name, 'approverType']} label={t('policy.flows.approverType')}>
                        <Select options={APPROVER_TYPES.map((a) => ({ value: a, label: t(`policy.approverType.${a}`) }))} />
                      </Form.Item>
                    </Col>
                    {levels[i]?.approverType === 'MEMBERS' && (
                      <Col xs={24} sm={12}>
                        <Form.Item name={[field.name, 'approverMemberIds']} label={t('policy.flows.approvers')}>
                          <ApproverSelect mode="multiple" />
                        </Form.Item>
                      </Col>
                    )}
                    <Col xs={12} sm={6}>
                      <Form.Item name={[field.name, 'deadlineHours']} label={t('policy.flows.deadlineHours')} extra={t('policy.flows.deadlineHint')}>
                        <InputNumber min={0} max={720} addonAfter={t('policy.units.hours')} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} sm={6}>
                      <Form.Item name={[field.name, 'timeoutAction']} label={t('policy.flows.timeoutAction')}>
                        <Select options={TIMEOUT_ACTIONS.map((a) => ({ value: a, label: t(`policy.timeoutAction.${a}`) }))} />
                      </Form.Item>
                    </Col>
                    {levels[i]?.timeoutAction === 'ESCALATE' && (
                      <Col xs={24} sm={12}>
                        <Form.Item name={[field.name, 'escalateToMemberId']} label={t('policy.flows.escalateTo')} extra={t('policy.flows.escalateHint')}>
                          <ApproverSelect allowClear />
                        </Form.Item>
                      </Col>
                    )}
                  </Row>
                </div>
              ))}
              {fields.length < 5 && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...NEW_LEVEL })}>
                  {t('policy.flows.addLevel')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} style={{ marginTop: 12 }} data-testid="flow-error" />}
      </Form>
    </Drawer>
  );
}

/** The enterprise's approval flows: which submissions they apply to and who approves at each level. */
export function ApprovalFlowsSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const flows = useApprovalFlows();
  const approvers = useApprovers('');
  const departments = useDepartments();
  const costCentres = useCostCentres();
  const [target, setTarget] = useState<FlowFormValues | null>(null);
  const nameOf = (id: string) => approvers.data?.find((a) => a.memberId === id)?.name ?? id;

  const conditionTags = (f: ApprovalFlow) => {
    const c = f.conditions;
    const tags = [
      ...c.departmentIds.map((id) => {
        const d = departments.data?.find((x) => x.departmentId === id);
        return d ? localName(locale, d.departmentName, d.departmentNameEn) : id;
      }),
      ...c.costCentreIds.map((id) => costCentres.data?.find((x) => x.costCentreId === id)?.code ?? id),
      ...c.products.map((p) => t(`policy.product.${p}`, { defaultValue: p })),
      ...(c.minAmount !== undefined ? [t('policy.flows.fromAmount', { amount: formatMoney({ amount: c.minAmount, currency: 'CNY' }, locale) })] : []),
    ];
    return tags.length ? tags.map((x) => <Tag key={x}>{x}</Tag>) : <Tag>{t('policy.flows.allSubmissions')}</Tag>;
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="flows-section">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1, minWidth: 200 }}>
          {t('policy.flows.hint')}
        </Typography.Paragraph>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ ...NEW_FLOW, levels: [{ ...NEW_LEVEL }] })} data-testid="flow-add">
          {t('policy.flows.add')}
        </Button>
      </div>
      {flows.isPending && <Skeleton active />}
      {flows.isError && <Alert type="error" showIcon message={t('errors.loadFailed')} description={isApiError(flows.error) ? flows.error.description : undefined} />}
      {flows.data && flows.data.length === 0 && <Empty description={t('policy.flows.empty')} />}
      {flows.data?.map((f) => (
        <Card
          key={f.flowId}
          size="small"
          className="policy-flow"
          data-testid="flow-card"
          title={
            <Space wrap size={[8, 4]}>
              <span data-testid="flow-title">{localName(locale, f.name, f.nameEn)}</span>
              <Tag color="blue">{t(`approval.bizType.${f.bizType}`)}</Tag>
              {!f.active && <Tag>{t('policy.flows.inactive')}</Tag>}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('policy.flows.priorityN', { priority: f.priority })}
              </Typography.Text>
            </Space>
          }
          extra={<Button type="text" icon={<EditOutlined />} aria-label={t('common.edit')} onClick={() => setTarget(flowToForm(f))} data-testid="flow-edit" />}
        >
          <div style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">{t('policy.flows.appliesTo')} </Typography.Text>
            {conditionTags(f)}
          </div>
          <ol className="policy-summary">
            {f.levels.map((l, i) => (
              <li key={i}>
                {l.approverType === 'MEMBERS' ? l.approverMemberIds.map(nameOf).join(t('tr.approvers.or')) : t(`policy.approverType.${l.approverType}`)}
                {l.deadlineHours > 0 && (
                  <Typography.Text type="secondary">
                    {' · '}
                    {t('policy.flows.levelDeadline', { hours: l.deadlineHours, action: t(`policy.timeoutAction.${l.timeoutAction}`) })}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ol>
        </Card>
      ))}
      <FlowDrawer target={target} onClose={() => setTarget(null)} />
    </Space>
  );
}
