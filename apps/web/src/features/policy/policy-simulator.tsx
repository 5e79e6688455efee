import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, DatePicker, Form, InputNumber, Row, Segmented, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { controlCall, type ControlResult } from '@travel/contracts/policy/control';
import { PRODUCTS, type Product } from '@travel/contracts/platform/products';
import { useLocale } from '../../lib/locale-provider';
import { isApiError } from '../../lib/api-error';
import { clearChangedIssues, clearIssues, issuesFromServer, issuesFromZod, type FormIssue } from '../../lib/form-issues';
import { useFormat } from '../../lib/use-format';
import { useUser } from '../../lib/use-session';
import { CitySelect } from '../../widgets/reference/city-select';
import { TravellerPicker } from '../../widgets/travel-request/traveller-picker';
import { PolicyResultPanel } from '../../widgets/policy/policy-result-panel';
import { useRunControl } from './policy-queries';
import { EMPTY_REASON, type ReasonValue } from '../../widgets/policy/reason-value';
import { RIDE_TYPES, SEAT_CLASSES } from './standard-edit-drawer';
import { simulatorFieldOf, toControlInput, type SimulatorValues } from './simulator-values';
import { selfTraveller } from '../../widgets/travel-request/traveller-values';

/**
 * "Would this booking be allowed?": pick travellers, a product and a candidate (a hotel's nightly prices, a train
 * seat and fare, ...), run tmc/control and see exactly which rule fires, its limit and the booking's value.
 */
export function PolicySimulator() {
  const fmt = useFormat();
  const { t } = useTranslation();
  const user = useUser();
  const [form] = Form.useForm<SimulatorValues>();
  const run = useRunControl();
  const [result, setResult] = useState<ControlResult | null>(null);
  const [reason, setReason] = useState<ReasonValue>(EMPTY_REASON);
  const [errors, setErrors] = useState<string[]>([]);
  const product = (Form.useWatch('product', form) as Product | undefined) ?? 'HOTEL';
  const checkIn = Form.useWatch('hotelCheckIn', form) as dayjs.Dayjs | null | undefined;
  const { locale } = useLocale();
  // The descriptions come translated from the server: a new language asks again for the last candidate.
  const lastInput = useRef<Parameters<typeof run.mutateAsync>[0] | null>(null);
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    if (lastInput.current) run.mutateAsync(lastInput.current).then(setResult, () => setResult(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  const [initial] = useState<SimulatorValues>(() => ({
    travellers: [selfTraveller(user)],
    travelType: 'BUSINESS',
    product: 'HOTEL',
    hotelCheckIn: dayjs().add(7, 'day').startOf('day'),
    hotelNights: [null],
    trainSeatClass: 'SECOND',
    trainDate: dayjs().add(7, 'day').startOf('day'),
    flightCabin: 2,
    flightPremiumEconomy: false,
    flightDeparture: dayjs().add(7, 'day').hour(9).minute(0).second(0).millisecond(0),
    carRideType: 'ECONOMY',
  }));

  const showIssues = (issues: FormIssue[], values: SimulatorValues) => {
    const general: string[] = [];
    const fields = new Map<string, { name: string | [string, number]; errors: string[] }>();
    for (const issue of issues) {
      const name = simulatorFieldOf(issue.path, values.product);
      if (!name) general.push(issue.message);
      else if (!fields.has(JSON.stringify(name))) fields.set(JSON.stringify(name), { name, errors: [issue.message] });
    }
    form.setFields([...fields.values()] as Parameters<typeof form.setFields>[0]);
    setErrors([...new Set(general)]);
  };

  const check = async () => {
    setErrors([]);
    clearIssues(form);
    const values = form.getFieldsValue(true) as SimulatorValues;
    const parsed = controlCall.input.safeParse(toControlInput(values));
    if (!parsed.success) return showIssues(issuesFromZod(t, parsed.error), values);
    try {
      lastInput.current = parsed.data;
      setResult(await run.mutateAsync(parsed.data));
      setReason(EMPTY_REASON);
    } catch (error) {
      setResult(null);
      if (isApiError(error) && error.issues.length > 0) showIssues(issuesFromServer(t, error.issues), values);
      else setErrors([isApiError(error) ? error.description : t('errors.unexpected')]);
    }
  };

  const price = (name: keyof SimulatorValues | [number], testId: string, label: string) => (
    <Form.Item name={name} label={label} required>
      <InputNumber min={0} max={9_999_999} precision={2} prefix="¥" style={{ width: '100%' }} data-testid={testId} />
    </Form.Item>
  );

  return (
    <Row gutter={[16, 16]} data-testid="policy-simulator">
      <Col xs={24} lg={11}>
        <Card title={t('policy.check.candidate')}>
          <Typography.Paragraph type="secondary">{t('policy.check.hint')}</Typography.Paragraph>
          <Form form={form} layout="vertical" initialValues={initial} onFinish={() => void check()} onValuesChange={(changed: Record<string, unknown>) => {
              clearChangedIssues(form, changed);
              setResult(null);
              lastInput.current = null;
            }}>
            <Form.Item name="travellers" label={t('tr.fields.travellers')} extra={t('policy.check.travellersHint')}>
              <TravellerPicker withoutType max={9} />
            </Form.Item>
            <Form.Item name="travelType" label={t('policy.check.travelType')}>
              <Segmented options={(['BUSINESS', 'PRIVATE'] as const).map((v) => ({ value: v, label: t(`policy.travelType.${v}`) }))} />
            </Form.Item>
            <Form.Item name="product" label={t('policy.check.product')}>
              <Segmented block options={PRODUCTS.map((p) => ({ value: p, label: <span data-testid={`sim-product-${p}`}>{t(`policy.product.${p}`)}</span> }))} />
            </Form.Item>

            {product === 'HOTEL' && (
              <>
                <Row gutter={12}>
                  <Col xs={24} sm={14}>
                    <Form.Item name="hotelCityId" label={t('policy.check.city')} required>
                      <CitySelect data-testid="sim-hotel-city" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={10}>
                    <Form.Item name="hotelCheckIn" label={t('policy.check.checkIn')} required>
                      <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} allowClear={false} data-testid="sim-hotel-checkin" />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.List name="hotelNights">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, i) => (
                        <Form.Item
                          key={field.key}
                          label={t('policy.check.nightN', { n: i + 1, date: checkIn ? fmt.date(checkIn.add(i, 'day').format('YYYY-MM-DD')) : '' })}
                          required
                          style={{ marginBottom: 8 }}
                        >
                          <Space.Compact style={{ width: '100%' }}>
                            <Form.Item name={field.name} noStyle>
                              <InputNumber min={0} max={999_999} precision={2} prefix="¥" style={{ width: '100%' }} data-testid={`sim-night-${i}`} />
                            </Form.Item>
                            {fields.length > 1 && <Button icon={<DeleteOutlined />} aria-label={t('common.remove')} onClick={() => remove(field.name)} />}
                          </Space.Compact>
                        </Form.Item>
                      ))}
                      {fields.length < 30 && (
                        <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(null)} style={{ margin: '4px 0 16px' }} data-testid="sim-night-add">
                          {t('policy.check.addNight')}
                        </Button>
                      )}
                    </>
                  )}
                </Form.List>
                <Form.Item name="hotelLowestAverage" label={t('policy.check.lowestAverage')} extra={t('policy.check.lowestAverageHint')}>
                  <InputNumber min={0} max={999_999} precision={2} prefix="¥" style={{ width: '100%' }} />
                </Form.Item>
              </>
            )}

            {product === 'TRAIN' && (
              <Row gutter={12}>
                <Col xs={24}>
                  <Form.Item name="trainSeatClass" label={t('policy.check.seatClass')}>
                    <Select options={SEAT_CLASSES.map((c) => ({ value: c, label: t(`policy.seatClass.${c}`) }))} data-testid="sim-train-seat" />
                  </Form.Item>
                </Col>
                <Col xs={12}>
                  {price('trainPrice', 'sim-train-price', t('policy.check.fare'))}
                </Col>
                <Col xs={12}>
                  <Form.Item name="trainDate" label={t('policy.check.date')}>
                    <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              </Row>
            )}

            {product === 'FLIGHT' && (
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name="flightCabin" label={t('policy.check.cabin')}>
                    <Select options={(['FIRST', 'BUSINESS', 'ECONOMY'] as const).map((c, i) => ({ value: i, label: t(`policy.cabin.${c}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="flightDeparture" label={t('policy.check.departure')} required>
                    <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} allowClear={false} />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={8}>
                  {price('flightPrice', 'sim-flight-price', t('policy.check.fare'))}
                </Col>
                <Col xs={12} sm={8}>
                  <Form.Item name="flightLowestFare" label={t('policy.check.lowestFare')}>
                    <InputNumber min={0} max={9_999_999} precision={2} prefix="¥" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item name="flightPremiumEconomy" label={t('policy.check.premiumEconomy')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
              </Row>
            )}

            {product === 'CAR' && (
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name="carRideType" label={t('policy.check.rideType')}>
                    <Select options={RIDE_TYPES.map((r) => ({ value: r, label: t(`policy.rideType.${r}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  {price('carPrice', 'sim-car-price', t('policy.check.estimatedPrice'))}
                </Col>
              </Row>
            )}

            {errors.length > 0 && <Alert type="error" showIcon message={errors.join(' ')} style={{ marginBottom: 12 }} data-testid="sim-error" />}
            <Button type="primary" htmlType="submit" icon={<SafetyCertificateOutlined />} loading={run.isPending} block data-testid="sim-run">
              {t('policy.check.run')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={13}>
        <Card title={t('policy.check.result')}>
          {result ? (
            <PolicyResultPanel result={result} reason={reason} onReasonChange={setReason} />
          ) : (
            <Typography.Text type="secondary">{t('policy.check.noResult')}</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
