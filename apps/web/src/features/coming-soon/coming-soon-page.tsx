import { Link } from 'react-router';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODULE_ICONS } from '../../components/module-icons';
import type { AppModule } from '../../lib/modules';

/** The honest page of a module that is not built yet. */
export function ComingSoonPage(props: { module: AppModule }) {
  const { t } = useTranslation();
  const name = t(`nav.${props.module.key}`);
  return (
    <Card variant="borderless">
      <Result
        icon={<span style={{ fontSize: 64, color: '#1668dc' }}>{MODULE_ICONS[props.module.key]}</span>}
        title={<span data-testid="coming-soon-title">{t('comingSoon.title', { module: name })}</span>}
        subTitle={t('comingSoon.description')}
        extra={
          <Link to="/">
            <Button type="primary">{t('comingSoon.backHome')}</Button>
          </Link>
        }
      />
    </Card>
  );
}
