import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { trCreateInputSchema } from '@travel/contracts/travel-request/travel-request';
import { isApiError } from '../../lib/api-error';
import { applyIssues, clearChangedIssues, clearIssues, issuesFromServer, issuesFromZod, translateValidationMessage, type FormIssue } from '../../lib/form-issues';
import { yuanToFen } from '../../lib/money';
import { uuid } from '../../lib/uuid';
import { useSelf } from '../../lib/use-acting';
import { ApproverPreview } from './approver-preview';
import { CitySelect } from '../../widgets/reference/city-select';
import { TravellerPicker } from '../../widgets/travel-request/traveller-picker';
import { APPLICATION_TYPES, ORDER_TYPES, newTrValues, pastTripIssue, toTrCreateInput, trFormPath, type LegValues, type TrFormValues } from './tr-form-values';
import { useCreateTravelRequest, useProjects } from './tr-queries';
import './travel-request.css';
import { useCostCentres } from '../../widgets/policy/policy-lookups';
import { useDebounced } from '../../hooks/use-debounced';

const beforeToday = (d: Dayjs) => d.isBefore(dayjs(), 'day');

function ProjectSelect(props: { value?: string; onChange?: (v: string | undefined) => void; id?: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const projects = useProjects(useDebounced(keyword.trim()));
  return (
    <Select
      id={props.id}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={props.value}
      onChange={(v) => props.onChange?.(v ?? undefined)}
      loading={projects.isFetching}
      placeholder={t('tr.form.projectPlaceholder')}
      options={(projects.data ?? []).map((p) => ({ value: p.projectId, label: `${p.code} · ${p.name}` }))}
      data-testid="tr-project"
    />
  );
}

/** A new travel request, or why the member may not create one. */
export function TrCreatePage() {
  const { t } = useTranslation();
  const user = useSelf();
  if (!user.canCreateTravelRequest) {
    return (
      <Result
        status="info"
        title={<span data-testid="tr-no-permission">{t('tr.form.noPermissionTitle')}</span>}
        subTitle={t('tr.form.noPermission')}
        extra={
          <Link to="/travel-requests">
            <Button>{t('tr.form.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  return <TrCreateForm />;
}

/** The form of a new travel request: travellers, legs, purposes, cost centre and project, types, and who will approve. */
function TrCreateForm() {
  const { t } = useTranslation();
  const user = useSelf();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<TrFormValues>();
  const [initial] = useState(() => newTrValues(user));
  const [errors, setErrors] = useState<string[]>([]);
  const [idempotencyKey, setIdempotencyKey] = useState(uuid);
  const create = useCreateTravelRequest();
  const costCentres = useCostCentres();
  const costCentreId = Form.useWatch('costCentreId', form);
  const estimatedAmount = Form.useWatch('estimatedAmount', form);
  const amount = useDebounced(yuanToFen(estimatedAmount), 500);

  const show = (issues: FormIssue[]) => {
    const mapped = issues.map((i) => ({ path: trFormPath(i.path) ?? [], message: i.message }));
    setErrors(applyIssues(form, mapped, (path) => path.length > 0));
  };

  const submit = async () => {
    setErrors([]);
    clearIssues(form);
    const values = form.getFieldsValue(true) as TrFormValues;
    const parsed = trCreateInputSchema.safeParse(toTrCreateInput(values));
    if (!parsed.success) return show(issuesFromZod(t, parsed.error));
    const past = pastTripIssue(parsed.data, dayjs().format('YYYY-MM-DD'));
    if (past) return show([{ path: past.path, message: translateValidationMessage(t, past.message) }]);
    try {
      const created = await create.mutateAsync({ input: parsed.data, idempotencyKey });
      void message.success(t('tr.form.submitted', { travelNO: created.travelNO }));
      navigate(`/travel-requests/${created.travelNO}`);
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) show(issuesFromServer(t, error.issues));
      else setErrors([isApiError(error) ? error.description : t('errors.unexpected')]);
    }
  };

  return (
    <Space direction="vertical" size="middle" className="tr-page" data-testid="tr-create-page">
      <div className="tr-page__head">
        <Typography.Title level={2}>{t('tr.form.title')}</Typography.Title>
        <Link to="/travel-requests">
          <Button icon={<ArrowLeftOutlined />}>{t('tr.form.backToList')}</Button>
        </Link>
      </div>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(changed: Record<string, unknown>) => {
          setIdempotencyKey(uuid());
          clearChangedIssues(form, changed);
        }}
        data-testid="tr-form"
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Card title={t('tr.form.travellers')}>
            <Form.Item name="travellers" extra={t('tr.form.travellersHint')} style={{ marginBottom: 0 }}>
              <TravellerPicker />
            </Form.Item>
          </Card>

          <Card title={t('tr.form.itinerary')}>
            <Form.List name="legs">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <div key={field.key} className="tr-leg" data-testid={`leg-${index}`}>
                      <div className="tr-leg__title">
                        <Typography.Text strong>{t('tr.form.legN', { n: index + 1 })}</Typography.Text>
                        <Space size={0}>
                          <Button
                            type="text"
                            size="small"
                            icon={<SwapOutlined />}
                            aria-label={t('tr.form.swap')}
                            title={t('tr.form.swap')}
                            onClick={() => {
                              const leg = form.getFieldValue(['legs', field.name]) as LegValues;
                              form.setFieldValue(['legs', field.name], { ...leg, departureCityId: leg.arriveCityId, arriveCityId: leg.departureCityId });
                            }}
                          />
                          {fields.length > 1 && (
                            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />
                          )}
                        </Space>
                      </div>
                      <Row gutter={12}>
                        <Col xs={24} sm={12}>
                          <Form.Item name={[field.name, 'departureCityId']} label={t('tr.form.from')} required>
                            <CitySelect data-testid={`leg-${index}-from`} />
                          </Form.Item>
                        </Col>
                        <Col xs={24} sm={12}>
                          <Form.Item name={[field.name, 'arriveCityId']} label={t('tr.form.to')} required>
                            <CitySelect data-testid={`leg-${index}-to`} />
                          </Form.Item>
                        </Col>
                        <Col xs={12} sm={12}>
                          <Form.Item name={[field.name, 'beginDate']} label={t('tr.form.beginDate')} required>
                            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} disabledDate={beforeToday} data-testid={`leg-${index}-begin`} />
                          </Form.Item>
                        </Col>
                        <Col xs={12} sm={12}>
                          <Form.Item name={[field.name, 'endDate']} label={t('tr.form.endDate')} required>
                            <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} disabledDate={beforeToday} data-testid={`leg-${index}-end`} />
                          </Form.Item>
                        </Col>
                      </Row>
                    </div>
                  ))}
                  {fields.length < 10 && (
                    <Button
                      type="dashed"
                      block
                      icon={<PlusOutlined />}
                      onClick={() => {
                        const legs = (form.getFieldValue('legs') as LegValues[] | undefined) ?? [];
                        const last = legs[legs.length - 1];
                        add({ departureCityId: last?.arriveCityId, beginDate: last?.endDate ?? null, endDate: null } satisfies LegValues);
                      }}
                      data-testid="leg-add"
                    >
                      {t('tr.form.addLeg')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
          </Card>

          <Card title={t('tr.form.details')}>
            <Form.List name="purposes">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <Form.Item key={field.key} label={index === 0 ? t('tr.form.purpose') : undefined} required={index === 0}>
                      <Space.Compact style={{ width: '100%' }}>
                        <Form.Item name={field.name} noStyle>
                          <Input maxLength={200} placeholder={t('tr.form.purposePlaceholder')} data-testid={`purpose-${index}`} />
                        </Form.Item>
                        {fields.length > 1 && <Button icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />}
                      </Space.Compact>
                    </Form.Item>
                  ))}
                  {fields.length < 5 && (
                    <Button type="link" icon={<PlusOutlined />} onClick={() => add('')} style={{ paddingInline: 0, marginBottom: 16 }}>
                      {t('tr.form.addPurpose')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <Form.Item name="costCentreId" label={t('tr.fields.costCentre')}>
                  <Select
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    loading={costCentres.isPending}
                    placeholder={t('common.select')}
                    options={(costCentres.data ?? []).map((c) => ({ value: c.costCentreId, label: `${c.code} · ${c.name}` }))}
                    data-testid="tr-cost-centre"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="projectId" label={t('tr.fields.project')}>
                  <ProjectSelect />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="applicationTypes" label={t('tr.fields.applicationType')}>
                  <Checkbox.Group options={APPLICATION_TYPES.map((v) => ({ value: v, label: t(`tr.applicationType.${v}`) }))} data-testid="tr-application-types" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="orderType" label={t('tr.fields.orderType')} extra={t('tr.form.orderTypeHint')}>
                  <Radio.Group options={ORDER_TYPES.map((v) => ({ value: v, label: t(`tr.orderType.${v}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="estimatedAmount" label={t('tr.fields.estimatedAmount')} extra={t('tr.form.estimatedAmountHint')}>
                  <InputNumber min={0} max={99_999_999} precision={2} prefix="¥" style={{ width: '100%' }} data-testid="tr-estimated-amount" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="bookBusinessClass" label={t('tr.fields.bookBusinessClass')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="remark" label={t('tr.fields.remark')}>
                  <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title={t('tr.approvers.title')}>
            <ApproverPreview costCentreId={costCentreId} amount={amount} />
          </Card>

          {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} data-testid="tr-form-error" />}
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Link to="/travel-requests">
              <Button>{t('common.cancel')}</Button>
            </Link>
            <Button type="primary" loading={create.isPending} onClick={() => void submit()} data-testid="tr-submit">
              {t('tr.form.submit')}
            </Button>
          </div>
        </Space>
      </Form>
    </Space>
  );
}
