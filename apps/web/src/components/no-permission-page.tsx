import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a member sees on a page their role does not open. */
export function NoPermissionPage(props: { reason?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={<span data-testid="no-permission">{t('noPermission.title')}</span>}
      subTitle={props.reason ?? t('noPermission.description')}
      extra={
        <Link to="/">
          <Button type="primary">{t('comingSoon.backHome')}</Button>
        </Link>
      }
    />
  );
}
