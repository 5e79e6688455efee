import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Popconfirm, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CABIN_LEVELS } from '@travel/contracts/policy/enums';
import { PRODUCTS, type Product } from '@travel/contracts/platform/products';
import type { TravelStandard } from '@travel/contracts/policy/standards';
import { useLocale } from '../../lib/locale-provider';
import { isApiError } from '../../lib/api-error';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/use-format';
import { handleTypeKeys } from '../../widgets/policy/policy-labels';
import { useDeleteTravelStandard, useTravelStandards } from './policy-queries';
import { defaultStandard } from './standard-form-values';
import { StandardEditDrawer, gradeClasses, type StandardTarget } from './standard-edit-drawer';

/** One product's standard in a few plain lines. */
export function standardLines(s: TravelStandard, t: TFunction, money: (fen: number) => string): string[] {
  const cap = (fen: number) => (fen < 0 ? t('policy.noLimit') : money(fen));
  const handles = (v: string) => handleTypeKeys(v).map((k) => t(k)).join(' + ');
  switch (s.product) {
    case 'TRAIN': {
      const x = s.standard;
      return [
        t('policy.summary.seats', { classes: x.allowedSeatClasses.map((c) => t(`policy.seatClass.${c}`)).join(', ') }),
        x.highestStandard === '999'
          ? t('policy.standards.train.unrestricted')
          : t('policy.summary.highest', { grade: t('policy.standards.train.grade', { grade: x.highestStandard, classes: gradeClasses(Number(x.highestStandard), t) }) }),
        ...(x.handleTypes ? [t('policy.summary.whenOver', { action: handles(x.handleTypes) })] : []),
      ];
    }
    case 'HOTEL': {
      const x = s.standard;
      return [
        x.defaultCap < 0 ? t('policy.summary.hotelDefaultNone') : t('policy.summary.hotelDefault', { amount: money(x.defaultCap) }),
        ...x.tierCaps.map((c) => t('policy.summary.hotelTier', { tier: c.tier, amount: cap(c.amount) })),
        ...x.cityCaps.map((c) => t('policy.summary.hotelCity', { city: c.cityName ?? c.cityId, amount: cap(c.amount) })),
      ];
    }
    case 'FLIGHT': {
      const x = s.standard;
      const cabin = Object.entries(CABIN_LEVELS).find(([, code]) => code === x.cabinLevelLimit)?.[0] ?? 'NONE';
      return [
        cabin === 'NONE' ? t('policy.cabin.NONE') : t('policy.summary.cabin', { cabin: t(`policy.cabin.${cabin}`) }),
        t('policy.summary.window', { minutes: x.lowestFareWindowMinutes }),
        ...(x.advanceBookingDays > 0 ? [t('policy.summary.advance', { count: x.advanceBookingDays })] : []),
        ...x.rules.map((r) => t('policy.summary.rule', { rule: t(`policy.flightRule.${r.ruleType}`), action: handles(r.handleTypes) })),
      ];
    }
    case 'CAR': {
      const x = s.standard;
      return [
        t('policy.summary.rides', { types: x.allowedRideTypes.map((r) => t(`policy.rideType.${r}`, { defaultValue: r })).join(', ') }),
        x.priceLimit < 0 ? t('policy.summary.carLimitNone') : t('policy.summary.carLimit', { amount: money(x.priceLimit) }),
        t('policy.summary.carHandling', { handling: t(`policy.carHandling.${x.handling}`) }),
      ];
    }
  }
}

/** Every travel level's standards per product, each editable; a product without a standard is unrestricted. */
export function TravelStandardsSection() {
  const fmt = useFormat();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const standards = useTravelStandards();
  const remove = useDeleteTravelStandard();
  const [target, setTarget] = useState<StandardTarget | null>(null);
  const money = (fen: number) => formatMoney({ amount: fen, currency: 'CNY' }, locale);

  if (standards.isPending) return <Skeleton active />;
  if (standards.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('errors.loadFailed')}
        description={isApiError(standards.error) ? standards.error.description : undefined}
        action={<Button onClick={() => void standards.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (standards.data.list.length === 0) return <Empty description={t('policy.standards.noLevels')} />;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="standards-section">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('policy.standards.hint')}
      </Typography.Paragraph>
      {standards.data.list.map((level) => (
        <Card key={level.travelLevel} title={t('policy.standards.levelTitle', { name: level.travelLevelName, code: level.travelLevel })} data-testid={`level-${level.travelLevel}`}>
          <Row gutter={[12, 12]}>
            {PRODUCTS.map((product: Product) => {
              const found = level.standards.find((s) => s.product === product);
              return (
                <Col key={product} xs={24} md={12} xl={6}>
                  <Card
                    size="small"
                    className="policy-product-card"
                    data-testid={`standard-${level.travelLevel}-${product}`}
                    title={t(`policy.product.${product}`)}
                    extra={
                      <Space size={0}>
                        <Button
                          type="text"
                          size="small"
                          icon={found ? <EditOutlined /> : <PlusOutlined />}
                          aria-label={found ? t('common.edit') : t('policy.standards.set')}
                          title={found ? t('common.edit') : t('policy.standards.set')}
                          onClick={() => setTarget({ travelLevel: level.travelLevel, travelLevelName: level.travelLevelName, standard: found ?? defaultStandard(product) })}
                          data-testid="standard-edit"
                        />
                        {found && (
                          <Popconfirm
                            title={t('policy.standards.removeConfirm')}
                            description={t('policy.standards.removeHint')}
                            okText={t('common.remove')}
                            okButtonProps={{ danger: true }}
                            cancelText={t('common.cancel')}
                            onConfirm={() =>
                              remove.mutateAsync({ travelLevel: level.travelLevel, product }).then(
                                () => void message.success(t('policy.standards.removed')),
                                (e: unknown) => void message.error(isApiError(e) ? e.description : t('errors.unexpected')),
                              )
                            }
                          >
                            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common.remove')} title={t('common.remove')} />
                          </Popconfirm>
                        )}
                      </Space>
                    }
                  >
                    {found ? (
                      <>
                        <ul className="policy-summary">
                          {standardLines(found, t, money).map((line, i) => (
                            <li key={i}>{line}</li>
                          ))}
                        </ul>
                        {found.updatedAt && (
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {t('policy.standards.updated', { time: fmt.dateTime(found.updatedAt) })}
                          </Typography.Text>
                        )}
                      </>
                    ) : (
                      <Tag>{t('policy.standards.unrestricted')}</Tag>
                    )}
                  </Card>
                </Col>
              );
            })}
          </Row>
        </Card>
      ))}
      <StandardEditDrawer target={target} onClose={() => setTarget(null)} />
    </Space>
  );
}
