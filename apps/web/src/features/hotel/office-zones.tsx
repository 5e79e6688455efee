import { Button, Typography } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelDestination } from './destination-picker';
import { useOfficeZones } from './hotel-queries';

/** The enterprise's office zones in the chosen city (office_zone/list): a tap searches the hotels nearest to one. */
export function OfficeZones(props: { cityId: string | null; cityName: string; activeId: string | null; onPick: (d: HotelDestination) => void }) {
  const { t } = useTranslation();
  const zones = useOfficeZones(props.cityId);
  const list = zones.data?.list ?? [];
  if (!props.cityId || list.length === 0) return null;
  return (
    <div className="hotel-hot" data-testid="hotel-office-zones">
      <Typography.Text type="secondary" className="hotel-hot__title">
        <BankOutlined /> {t('hotel.search.officeZones')}
      </Typography.Text>
      <div className="hotel-hot__list">
        {list.map((z) => (
          <Button
            key={z.officeZoneId}
            size="small"
            type={props.activeId === z.officeZoneId ? 'primary' : 'default'}
            title={z.address}
            onClick={() => props.onPick({ cityId: z.cityId, cityName: props.cityName || z.cityName, destinationId: z.officeZoneId, name: z.name, type: 'OFFICE_ZONE' })}
            data-testid="hotel-office-zone"
            data-id={z.officeZoneId}
          >
            {z.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
