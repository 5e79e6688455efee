import { Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GuaranteeCardBrand } from '@travel/contracts/hotel/guarantee';

/** The cards the hotel takes for the guarantee, the one being typed marked (spec 9's payment brands that are cards). */
export function CardBrandList(props: { accepted: readonly GuaranteeCardBrand[]; detected: GuaranteeCardBrand | null }) {
  const { t } = useTranslation();
  return (
    <div className="hotel-guarantee__brands" data-testid="guarantee-brands">
      <span className="hotel-guarantee__brands-label">{t('hotel.guarantee.accepted')}</span>
      {props.accepted.map((b) => (
        <Tag
          key={b}
          color={b === props.detected ? 'blue' : undefined}
          icon={b === props.detected ? <CheckOutlined /> : undefined}
          data-testid="guarantee-brand"
          data-brand={b}
          data-detected={b === props.detected ? 'true' : 'false'}
        >
          {t(`hotel.guarantee.brand.${b}`)}
        </Tag>
      ))}
    </div>
  );
}
