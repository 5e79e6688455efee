import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, App, Button, Card, Col, Descriptions, Popconfirm, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined, CloseOutlined, RiseOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDERABLE_KINDS, type TravelRequest } from '@travel/contracts/travel-request/travel-request';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { useLocale } from '../../lib/locale-provider';
import { isApiError } from '../../lib/api-error';
import { formatMoney } from '../../lib/format';
import { localName } from '../../lib/local-name';
import { useIsDesktop } from '../../lib/use-media-query';
import { useFormat } from '../../lib/use-format';
import { ApprovalTimeline } from '../../widgets/approval/approval-timeline';
import { ExceedApplyModal } from './exceed-apply-modal';
import { purposeText } from './tr-form-values';
import { useCancelTravelRequest, useTravelRequest } from './tr-queries';
import { TrStatusTag } from './tr-status-tag';
import './travel-request.css';

function OrderabilityChips(props: { tr: TravelRequest }) {
  const { t } = useTranslation();
  const active = props.tr.status === 'APPROVED' || props.tr.status === 'WAIT_APPROVE';
  return (
    <div className="tr-chips" data-testid="tr-orderability">
      {ORDERABLE_KINDS.map((p) => {
        const ok = props.tr.orderability[p];
        return (
          <Tag key={p} color={ok && active ? 'success' : 'default'} icon={ok ? <CheckOutlined /> : <CloseOutlined />} data-testid={`orderable-${p}`} data-orderable={ok}>
            {t(`tr.product.${p}`)}
          </Tag>
        );
      })}
    </div>
  );
}

function Itinerary(props: { tr: TravelRequest }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const names = new Map(props.tr.travellerList.map((x) => [x.travellerId, x.travellerName]));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="tr-itinerary">
      {props.tr.itineraryGroupList.map((g) => (
        <div key={g.groupId}>
          {props.tr.itineraryGroupList.length > 1 && (
            <Typography.Text type="secondary">
              {g.travellerIdList.length > 0 ? g.travellerIdList.map((id) => names.get(id) ?? id).join(', ') : t('tr.detail.allTravellers')}
            </Typography.Text>
          )}
          {g.itineraryList.map((leg, i) => (
            <div key={leg.tripId} className="tr-leg" style={{ paddingBottom: 12 }} data-testid="tr-leg">
              <Space wrap size={[8, 4]}>
                <Tag>{t('tr.form.legN', { n: i + 1 })}</Tag>
                <Typography.Text strong>{leg.departureCityName}</Typography.Text>
                <ArrowRightOutlined />
                <Typography.Text strong>{leg.arriveCityName}</Typography.Text>
                <Typography.Text type="secondary">{fmt.dateRange(leg.beginDate, leg.endDate)}</Typography.Text>
                {leg.addAttrList.some((a) => a.trainHighestStandard === '999') && <Tag color="red">{t('tr.detail.noTrain')}</Tag>}
                {leg.addAttrList.some((a) => a.occupyStatus === 'ORDER_CREATE') && <Tag color="orange">{t('tr.detail.flightBooked')}</Tag>}
              </Space>
            </div>
          ))}
        </div>
      ))}
      {props.tr.destinationList.length > 0 && (
        <div>
          <Typography.Text type="secondary">{t('tr.detail.destinations')}</Typography.Text>
          <div className="tr-chips" style={{ marginTop: 4 }} data-testid="tr-destinations">
            {props.tr.destinationList.map((d) => (
              <Tag key={d.destinationId} color={d.arriveCountryId === '156' ? 'blue' : 'geekblue'}>
                {localName(fmt.locale, d.arriveCityCnName, d.arriveCityEnName)} · {fmt.dateRange(d.beginDate, d.endDate)}
              </Tag>
            ))}
          </div>
        </div>
      )}
    </Space>
  );
}

/** One travel request: status, itinerary, orderability, flags, approval timeline; cancel and over-standard application. */
export function TrDetailPage() {
  const fmt = useFormat();
  const { t } = useTranslation();
  const { travelNO = '' } = useParams();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const isDesktop = useIsDesktop();
  const detail = useTravelRequest(travelNO);
  const cancel = useCancelTravelRequest();
  const [exceedOpen, setExceedOpen] = useState(false);

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) {
    const notFound = isApiError(detail.error, ErrorCode.DATA_NOT_FOUND);
    return (
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? t('tr.detail.notFound') : t('errors.loadFailed')}
        subTitle={isApiError(detail.error) ? detail.error.description : undefined}
        extra={
          <Space>
            <Link to="/travel-requests">
              <Button>{t('tr.form.backToList')}</Button>
            </Link>
            {!notFound && <Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
          </Space>
        }
      />
    );
  }
  const tr = detail.data;
  const money = (fen: number) => formatMoney({ amount: fen, currency: 'CNY' }, locale);
  const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));

  const doCancel = () =>
    cancel.mutateAsync({ travelNO: tr.travelNO }).then(
      () => void message.success(t('tr.detail.canceled')),
      (error: unknown) => void message.error(isApiError(error) ? error.description : t('errors.unexpected')),
    );

  return (
    <Space direction="vertical" size="middle" className="tr-page tr-detail" data-testid="tr-detail-page">
      <div className="tr-page__head">
        <Space wrap align="center">
          <Link to="/travel-requests">
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('tr.form.backToList')} />
          </Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {tr.routeCityNameList.join(' → ') || tr.travelNO}
          </Typography.Title>
          <TrStatusTag status={tr.status} />
        </Space>
        <Space wrap>
          {tr.canApplyExceed && (
            <Button icon={<RiseOutlined />} onClick={() => setExceedOpen(true)} data-testid="tr-exceed">
              {t('tr.exceed.open')}
            </Button>
          )}
          {tr.canCancel && (
            <Popconfirm
              title={t('tr.detail.cancelConfirm')}
              description={t('tr.detail.cancelConfirmHint')}
              okText={t('tr.detail.cancelYes')}
              cancelText={t('tr.detail.cancelNo')}
              okButtonProps={{ danger: true, loading: cancel.isPending, 'data-testid': 'tr-cancel-confirm' }}
              onConfirm={doCancel}
            >
              <Button danger icon={<StopOutlined />} data-testid="tr-cancel">
                {t('tr.detail.cancel')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </div>

      {tr.status === 'REJECTED' && (
        <Alert
          type="error"
          showIcon
          message={t('tr.detail.rejected')}
          description={tr.approvalSteps.filter((s) => s.status === 'REJECTED' && s.comment).map((s) => `${s.approverName}: “${s.comment}”`).join('\n') || undefined}
          data-testid="tr-rejected"
        />
      )}
      {tr.hotelDatesExpired && <Alert type="warning" showIcon message={t('tr.detail.hotelDatesExpired')} data-testid="tr-hotel-expired" />}
      {tr.interHotelDatesExpired && <Alert type="warning" showIcon message={t('tr.detail.interHotelDatesExpired')} />}
      {tr.originalTrNo && (
        <Alert
          type="info"
          showIcon
          message={
            <span>
              {t('tr.detail.exceedFor')} <Link to={`/travel-requests/${tr.originalTrNo}`}>{tr.originalTrNo}</Link>
            </span>
          }
          description={
            tr.exceedApplication && (
              <Space direction="vertical" size={2}>
                <span>{t('tr.detail.exceedReason', { reason: tr.exceedApplication.exceedStandardReason })}</span>
                {tr.exceedApplication.travellerList.map((x) => (
                  <span key={x.travellerId}>{t('tr.detail.exceedAmount', { name: x.travellerName, amount: money(x.hotelExceedActualAmount) })}</span>
                ))}
              </Space>
            )
          }
        />
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Card title={t('tr.detail.summary')}>
              <Descriptions
                column={isDesktop ? 2 : 1}
                size="small"
                data-testid="tr-descriptions"
                items={[
                  { key: 'no', label: t('tr.fields.travelNO'), children: <span data-testid="tr-travel-no">{tr.travelNO}</span> },
                  { key: 'status', label: t('tr.fields.status'), children: <TrStatusTag status={tr.status} /> },
                  { key: 'dates', label: t('tr.fields.dates'), children: fmt.dateRange(tr.beginDate, tr.endDate) },
                  { key: 'creator', label: t('tr.fields.creator'), children: `${tr.creatorName} · ${fmt.dateTime(tr.createTime)}` },
                  {
                    key: 'travellers',
                    label: t('tr.fields.travellers'),
                    span: isDesktop ? 2 : 1,
                    children: tr.travellerList.map((x) => `${x.travellerName}${x.travellerType === 'ADT' ? '' : ` (${t(`passengerType.${x.travellerType}`)})`}`).join(', '),
                  },
                  { key: 'purpose', label: t('tr.fields.purpose'), span: isDesktop ? 2 : 1, children: <span data-testid="tr-purpose">{purposeText(tr)}</span> },
                  { key: 'types', label: t('tr.fields.applicationType'), children: tr.taInfo.applicationTypeList.map((a) => t(`tr.applicationType.${a}`, { defaultValue: a })).join(', ') },
                  { key: 'order', label: t('tr.fields.orderType'), children: t(`tr.orderType.${tr.taInfo.orderType}`, { defaultValue: tr.taInfo.orderType }) },
                  { key: 'cc', label: t('tr.fields.costCentre'), children: tr.costCentre ? `${tr.costCentre.code} · ${tr.costCentre.name}` : t('common.none') },
                  { key: 'project', label: t('tr.fields.project'), children: tr.project ? `${tr.project.code} · ${tr.project.name}` : t('common.none') },
                  { key: 'amount', label: t('tr.fields.estimatedAmount'), children: tr.estimatedAmount !== null ? money(tr.estimatedAmount) : t('common.none') },
                  { key: 'business', label: t('tr.fields.bookBusinessClass'), children: yesNo(tr.taInfo.bookBusinessClass) },
                  {
                    key: 'flags',
                    label: t('tr.detail.flags'),
                    span: isDesktop ? 2 : 1,
                    children: (
                      <Space wrap size={[4, 4]} data-testid="tr-flags">
                        <Tag color={tr.isCustomerTrip ? 'purple' : 'default'}>{tr.isCustomerTrip ? t('tr.flags.customer') : t('tr.flags.notCustomer')}</Tag>
                        <Tag color={tr.isQuotaTrip ? 'cyan' : 'default'}>{tr.isQuotaTrip ? t('tr.flags.quota') : t('tr.flags.notQuota')}</Tag>
                      </Space>
                    ),
                  },
                  ...(tr.remark ? [{ key: 'remark', label: t('tr.fields.remark'), span: isDesktop ? 2 : 1, children: tr.remark }] : []),
                ]}
              />
            </Card>
            <Card title={t('tr.detail.itinerary')}>
              <Itinerary tr={tr} />
            </Card>
            <Card title={t('tr.detail.orderability')}>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {tr.status === 'APPROVED' ? t('tr.detail.orderabilityApproved') : tr.status === 'WAIT_APPROVE' ? t('tr.detail.orderabilityHint') : t('tr.detail.orderabilityClosed')}
              </Typography.Paragraph>
              <OrderabilityChips tr={tr} />
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <Card title={t('tr.detail.approval')}>
            <ApprovalTimeline steps={tr.approvalSteps} />
          </Card>
        </Col>
      </Row>
      <ExceedApplyModal tr={tr} open={exceedOpen} onClose={() => setExceedOpen(false)} />
    </Space>
  );
}
