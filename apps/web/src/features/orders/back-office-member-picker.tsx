import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnterpriseSelect } from '../../widgets/back-office/enterprise-select';
import { MemberSelect } from '../../widgets/back-office/member-select';
import type { BackOfficeChoice } from './back-office-params';

/** The enterprise, then the member of it whose orders the back office opens. */
export function BackOfficeMemberPicker(props: { choice: BackOfficeChoice; onChange: (choice: BackOfficeChoice) => void }) {
  const { t } = useTranslation();
  const { enterpriseId, memberId } = props.choice;
  return (
    <Form layout="vertical" component="div" className="back-office-picker" data-testid="back-office-picker">
      <Form.Item label={t('orders.backOffice.enterprise')} htmlFor="back-office-enterprise">
        <EnterpriseSelect id="back-office-enterprise" value={enterpriseId} onChange={(id) => props.onChange({ enterpriseId: id, memberId: null })} />
      </Form.Item>
      <Form.Item label={t('orders.backOffice.member')} htmlFor="back-office-member">
        {/* Keyed by the enterprise: its type-ahead starts empty for another one. */}
        <MemberSelect key={enterpriseId ?? ''} id="back-office-member" enterpriseId={enterpriseId} value={memberId} onChange={(id) => props.onChange({ enterpriseId, memberId: id })} />
      </Form.Item>
    </Form>
  );
}
