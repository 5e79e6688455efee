import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Col, Collapse, Drawer, Form, InputNumber, Row, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CABIN_LEVELS, FLIGHT_RULE_TYPES, TRAIN_SEAT_CLASSES, type TrainSeatClass } from '@travel/contracts/policy/enums';
import type { Product } from '@travel/contracts/platform/products';
import { travelStandardSaveCall, type TravelStandard } from '@travel/contracts/policy/standards';
import { isApiError } from '../../lib/api-error';
import { applyIssues, clearChangedIssues, clearIssues, issuesFromServer, issuesFromZod, type FormIssue } from '../../lib/form-issues';
import { useIsDesktop } from '../../lib/use-media-query';
import { uuid } from '../../lib/uuid';
import { CitySelect } from '../../widgets/reference/city-select';
import { CapInput } from './cap-input';
import { HandleTypeSelect } from './handle-type-select';
import { useSaveTravelStandard } from './policy-queries';
import { standardFormPath, standardFromForm, standardToForm, type HotelFormValues, type StandardFormValues } from './standard-form-values';
import { useCities } from '../../widgets/reference/reference-queries';

export interface StandardTarget {
  travelLevel: string;
  travelLevelName: string;
  standard: TravelStandard;
}

export const SEAT_CLASSES = Object.keys(TRAIN_SEAT_CLASSES) as TrainSeatClass[];
export const RIDE_TYPES = ['STANDARD', 'ECONOMY', 'COMFORT', 'DIDI_SPECIAL', 'LUXURY'];

const advanced = (t: (k: string) => string, children: React.ReactNode) => (
  <Collapse ghost size="small" items={[{ key: 'advanced', label: t('policy.standards.advanced'), children }]} />
);

function ControlSecondsField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="controlSeconds" label={t('policy.standards.controlSeconds')} extra={t('policy.standards.controlSecondsHint')}>
      <InputNumber min={0} max={86_400} style={{ width: 160 }} />
    </Form.Item>
  );
}

function TrainFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="allowedSeatClasses" label={t('policy.standards.train.allowedSeatClasses')} required>
        <Checkbox.Group options={SEAT_CLASSES.map((c) => ({ value: c, label: t(`policy.seatClass.${c}`) }))} data-testid="std-train-seats" />
      </Form.Item>
      <Form.Item name="highestStandard" label={t('policy.standards.train.highestStandard')} extra={t('policy.standards.train.highestStandardHint')} required>
        <Select
          options={[
            ...[1, 2, 3, 4, 5, 6, 7, 8].map((g) => ({ value: String(g), label: t('policy.standards.train.grade', { grade: g, classes: gradeClasses(g, t) }) })),
            { value: '999', label: t('policy.standards.train.unrestricted') },
          ]}
          data-testid="std-train-highest"
        />
      </Form.Item>
      <Form.Item name="handleTypes" label={t('policy.standards.handleTypes')} extra={t('policy.standards.handleTypesHint')}>
        <HandleTypeSelect data-testid="std-handle-types" />
      </Form.Item>
      {advanced(t, <ControlSecondsField />)}
    </>
  );
}

/** The seat classes of a grade, by name: grade 3 is first class and deluxe soft sleeper. */
export function gradeClasses(grade: number, t: (k: string) => string): string {
  return SEAT_CLASSES.filter((c) => TRAIN_SEAT_CLASSES[c] === grade)
    .map((c) => t(`policy.seatClass.${c}`))
    .join(' / ');
}

function HotelFields(props: { form: ReturnType<typeof Form.useForm<StandardFormValues>>[0] }) {
  const { t } = useTranslation();
  const cities = useCities();
  return (
    <>
      <Form.Item name="defaultCap" label={t('policy.standards.hotel.defaultCap')} extra={t('policy.standards.hotel.perNight')} required>
        <CapInput testId="std-hotel-default" />
      </Form.Item>
      <Typography.Title level={5}>{t('policy.standards.hotel.tierCaps')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('policy.standards.hotel.tierCapsHint')}</Typography.Paragraph>
      <Form.List name="tierCaps">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row key={field.key} gutter={8} align="top">
                <Col flex="140px">
                  <Form.Item name={[field.name, 'tier']}>
                    <Select options={[1, 2, 3].map((n) => ({ value: n, label: t('policy.standards.hotel.tierN', { tier: n }) }))} placeholder={t('common.select')} />
                  </Form.Item>
                </Col>
                <Col flex="auto">
                  <Form.Item name={[field.name, 'cap']}>
                    <CapInput />
                  </Form.Item>
                </Col>
                <Col flex="32px">
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />
                </Col>
              </Row>
            ))}
            {fields.length < 3 && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ cap: { noLimit: false, yuan: null } })} style={{ marginBottom: 16 }}>
                {t('policy.standards.hotel.addTier')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Typography.Title level={5}>{t('policy.standards.hotel.cityCaps')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('policy.standards.hotel.cityCapsHint')}</Typography.Paragraph>
      <Form.List name="cityCaps">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row key={field.key} gutter={8} align="top">
                <Col xs={24} sm={10}>
                  <Form.Item name={[field.name, 'cityId']}>
                    <CitySelect
                      onChange={(cityId: string) => {
                        const city = cities.data?.find((c) => c.cityId === cityId);
                        props.form.setFieldValue(['cityCaps', field.name, 'cityId'], cityId);
                        props.form.setFieldValue(['cityCaps', field.name, 'cityName'], city?.cityName);
                      }}
                    />
                  </Form.Item>
                </Col>
                <Col flex="auto">
                  <Form.Item name={[field.name, 'cap']}>
                    <CapInput />
                  </Form.Item>
                </Col>
                <Col flex="32px">
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />
                </Col>
              </Row>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ cap: { noLimit: false, yuan: null } })} style={{ marginBottom: 16 }}>
              {t('policy.standards.hotel.addCity')}
            </Button>
          </>
        )}
      </Form.List>
      {advanced(t, <ControlSecondsField />)}
    </>
  );
}

function FlightFields() {
  const { t } = useTranslation();
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="cabinLevelLimit" label={t('policy.standards.flight.cabinLevelLimit')}>
            <Select options={Object.entries(CABIN_LEVELS).map(([name, code]) => ({ value: code, label: t(`policy.cabin.${name}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="lowestFareWindowMinutes" label={t('policy.standards.flight.window')}>
            <InputNumber min={0} max={1440} addonAfter={t('policy.units.minutes')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="advanceBookingDays" label={t('policy.standards.flight.advanceDays')}>
            <InputNumber min={0} max={365} addonAfter={t('policy.units.days')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t('policy.standards.flight.rules')}</Typography.Title>
      <Form.List name="rules">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <div key={field.key} className="policy-rule-box">
                <div className="policy-rule-box__head">
                  <Typography.Text strong>{t('policy.standards.flight.ruleN', { n: i + 1 })}</Typography.Text>
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />
                </div>
                <Row gutter={12}>
                  <Col xs={24} sm={12}>
                    <Form.Item name={[field.name, 'ruleType']} label={t('policy.standards.flight.ruleType')}>
                      <Select options={FLIGHT_RULE_TYPES.map((r) => ({ value: r, label: t(`policy.flightRule.${r}`) }))} placeholder={t('common.select')} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item name={[field.name, 'handleTypes']} label={t('policy.standards.handleTypes')}>
                      <HandleTypeSelect />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={6}>
                    <Form.Item name={[field.name, 'rulePriority']} label={t('policy.standards.flight.priority')}>
                      <InputNumber min={0} max={99} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={6}>
                    <Form.Item name={[field.name, 'approveRate']} label={t('policy.standards.flight.approveRate')}>
                      <InputNumber min={0} max={1000} addonAfter="%" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={6}>
                    <Form.Item name={[field.name, 'parityHour']} label={t('policy.standards.flight.parityHour')}>
                      <InputNumber min={0} max={72} addonAfter={t('policy.units.hours')} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} sm={6}>
                    <Form.Item name={[field.name, 'baselineYuan']} label={t('policy.standards.flight.baseline')}>
                      <InputNumber min={0} max={999_999} precision={2} prefix="¥" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                </Row>
              </div>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ handleTypes: [3], rulePriority: fields.length + 1 })} style={{ marginBottom: 16 }}>
              {t('policy.standards.flight.addRule')}
            </Button>
          </>
        )}
      </Form.List>
      {advanced(t, <ControlSecondsField />)}
    </>
  );
}

function CarFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="allowedRideTypes" label={t('policy.standards.car.rideTypes')} extra={t('policy.standards.car.rideTypesHint')} required>
        <Select mode="tags" options={RIDE_TYPES.map((r) => ({ value: r, label: t(`policy.rideType.${r}`) }))} />
      </Form.Item>
      <Form.Item name="priceLimit" label={t('policy.standards.car.priceLimit')} extra={t('policy.standards.car.perRide')} required>
        <CapInput />
      </Form.Item>
      <Form.Item name="handling" label={t('policy.standards.car.handling')}>
        <Select options={(['NONE', 'FORBID_BOOK', 'CHOOSE_REASON'] as const).map((h) => ({ value: h, label: t(`policy.carHandling.${h}`) }))} />
      </Form.Item>
    </>
  );
}

/** Edits one travel level's standard for one product; amounts in yuan, sent in fen. */
export function StandardEditDrawer(props: { target: StandardTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isDesktop = useIsDesktop();
  const [form] = Form.useForm<StandardFormValues>();
  const save = useSaveTravelStandard();
  const [errors, setErrors] = useState<string[]>([]);
  const product: Product | undefined = props.target?.standard.product;

  useEffect(() => {
    if (!props.target) return;
    form.resetFields();
    form.setFieldsValue(standardToForm(props.target.standard));
    setErrors([]);
  }, [props.target, form]);

  const show = (issues: FormIssue[]) => {
    setErrors(applyIssues(form, issues.map((i) => ({ path: standardFormPath(i.path) ?? [], message: i.message })), (p) => p.length > 0));
  };

  const submit = async () => {
    if (!props.target || !product) return;
    setErrors([]);
    clearIssues(form);
    const values = form.getFieldsValue(true) as StandardFormValues;
    if (product === 'HOTEL' && (values as HotelFormValues).cityCaps.some((c) => !c.cityId)) {
      setErrors([t('policy.standards.hotel.cityMissing')]);
      return;
    }
    const parsed = travelStandardSaveCall.input.safeParse({ travelLevel: props.target.travelLevel, ...standardFromForm(product, values) });
    if (!parsed.success) return show(issuesFromZod(t, parsed.error));
    try {
      await save.mutateAsync({ input: parsed.data, idempotencyKey: uuid() });
      void message.success(t('policy.standards.saved'));
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
      width={isDesktop ? 640 : '100%'}
      maskClosable={false}
      title={props.target && t('policy.standards.editTitle', { product: t(`policy.product.${props.target.standard.product}`), level: props.target.travelLevelName })}
      data-testid="standard-drawer"
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="standard-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onValuesChange={(changed: Record<string, unknown>) => clearChangedIssues(form, changed)} onFinish={() => void submit()}>
        {product === 'TRAIN' && <TrainFields />}
        {product === 'HOTEL' && <HotelFields form={form} />}
        {product === 'FLIGHT' && <FlightFields />}
        {product === 'CAR' && <CarFields />}
        {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} style={{ marginTop: 12 }} data-testid="standard-error" />}
      </Form>
    </Drawer>
  );
}
