import { Button } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SortKey } from '@travel/contracts/train/search';
import { nextSort, type TrainSearchState } from './search-params';

const KEYS: SortKey[] = ['DEPARTURE', 'ARRIVAL', 'DURATION', 'PRICE', 'RECOMMENDED'];

/** The server's sorts: a click on the active key turns its order round; another key starts ascending. */
export function SortBar(props: { value: TrainSearchState['sort']; onChange: (sort: TrainSearchState['sort']) => void }) {
  const { t } = useTranslation();
  return (
    <div className="train-sort" role="group" aria-label={t('train.sort.label')} data-testid="train-sort">
      {KEYS.map((key) => {
        const active = props.value.key === key;
        const arrow = active && key !== 'RECOMMENDED' ? (props.value.order === 'ASC' ? <ArrowUpOutlined /> : <ArrowDownOutlined />) : null;
        const orderText = active && key !== 'RECOMMENDED' ? t(props.value.order === 'ASC' ? 'train.sort.asc' : 'train.sort.desc') : undefined;
        return (
          <Button
            key={key}
            type={active ? 'primary' : 'text'}
            ghost={false}
            size="middle"
            className="train-sort__key"
            onClick={() => props.onChange(nextSort(props.value, key))}
            aria-pressed={active}
            title={orderText}
            data-testid={`train-sort-${key}`}
            data-active={active ? 'true' : 'false'}
            data-order={active ? props.value.order : ''}
          >
            {t(`train.sort.${key}`)}
            {arrow}
          </Button>
        );
      })}
    </div>
  );
}
