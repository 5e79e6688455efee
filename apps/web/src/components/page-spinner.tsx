import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the session or a page's code loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" tip={t('app.loading')}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
