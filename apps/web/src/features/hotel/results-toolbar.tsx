import { Badge, Button, Drawer, Space } from 'antd';
import { AimOutlined, FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelSort } from '@travel/contracts/hotel/search';
import { HotelSortBar } from './hotel-sort-bar';
import { KeywordInput } from './keyword-input';

/** Keyword and sorts; on phones also the buttons that show the plot and open the filters. */
export function ResultsToolbar(props: {
  cityId: string;
  keyword: string;
  onKeyword: (keyword: string) => void;
  sort: HotelSort;
  onSort: (sort: HotelSort) => void;
  distance: boolean;
  phone: { filters: number; plotOpen: boolean; onPlot: () => void; onFilters: () => void } | null;
}) {
  const { t } = useTranslation();
  const p = props.phone;
  return (
    <div className="hotel-results__toolbar">
      <KeywordInput cityId={props.cityId} value={props.keyword} onSearch={props.onKeyword} />
      <div className="hotel-results__sorts">
        <HotelSortBar value={props.sort === 5 && !props.distance ? 1 : props.sort} onChange={props.onSort} distance={props.distance} />
        {p && (
          <Space>
            <Button icon={<AimOutlined />} onClick={p.onPlot} aria-pressed={p.plotOpen} data-testid="hotel-plot-toggle">
              {t('hotel.plot.toggle')}
            </Button>
            <Badge count={p.filters} size="small">
              <Button icon={<FilterOutlined />} onClick={p.onFilters} data-testid="hotel-filter-open">
                {t('hotel.results.filters')}
              </Button>
            </Badge>
          </Space>
        )}
      </div>
    </div>
  );
}

/** The filters in a drawer from the bottom (phones), its button telling how many hotels they leave. */
export function FilterDrawer(props: { open: boolean; onClose: () => void; total: number | null; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="bottom"
      height="85%"
      open={props.open}
      onClose={props.onClose}
      title={t('hotel.results.filters')}
      data-testid="hotel-filter-drawer"
      footer={
        <Button type="primary" block onClick={props.onClose} data-testid="hotel-filter-done">
          {props.total !== null ? t('hotel.results.showCount', { count: props.total }) : t('hotel.results.showResults')}
        </Button>
      }
    >
      {props.children}
    </Drawer>
  );
}
