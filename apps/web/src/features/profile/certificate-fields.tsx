import { Button, Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CERT_TYPE_CODES } from '@travel/contracts/member/enums';
import { CountrySelect } from '../../widgets/reference/country-select';

export const MAX_CERTIFICATES = 10;

/** The certificate list of the passenger form: type, number, expiry (YYYY-MM-DD) and issue place. */
export function CertificateFields() {
  const { t } = useTranslation();
  const typeOptions = CERT_TYPE_CODES.map((code) => ({ value: code, label: t(`certType.${code}`) }));
  return (
    <Form.List name="certificateList">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              className="certificate-card"
              title={t('profile.passengers.certificateN', { n: index + 1 })}
              extra={
                fields.length > 1 && (
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('profile.passengers.removeCertificate')}>
                    {t('common.remove')}
                  </Button>
                )
              }
              style={{ marginBottom: 12 }}
              data-testid={`certificate-${index}`}
            >
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'certType']} label={t('fields.certType')} required>
                    <Select options={typeOptions} placeholder={t('common.select')} data-testid={`cert-type-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'certNo']} label={t('fields.certNo')} required>
                    <Input autoComplete="off" maxLength={40} data-testid={`cert-no-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'expiryDate']} label={t('fields.expiryDate')}>
                    <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} data-testid={`cert-expiry-${index}`} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[field.name, 'issuePlace']} label={t('fields.issuePlace')}>
                    <CountrySelect data-testid={`cert-issue-place-${index}`} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          {fields.length < MAX_CERTIFICATES && (
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ certType: 2 })} data-testid="add-certificate">
              {t('profile.passengers.addCertificate')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
