import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceTitle } from '@travel/contracts/invoice/invoice';
import { useInvoiceTitles } from './invoice-queries';

/** A type-ahead over the enterprise's invoice titles (Chinese or English name); the value is the title's id. */
export function InvoiceTitleSelect(props: { value?: string; onChange?: (id: string, title: InvoiceTitle | undefined) => void; id?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const titles = useInvoiceTitles(text);
  const list = titles.data?.list ?? [];
  return (
    <Select
      id={props.id}
      showSearch
      value={props.value}
      placeholder={t('invoice.supply.titleSearch')}
      filterOption={false}
      onSearch={setText}
      onChange={(id: string) => props.onChange?.(id, list.find((x) => x.invoiceTitleID === id))}
      notFoundContent={titles.isFetching ? <Spin size="small" /> : t('invoice.supply.noTitle')}
      data-testid="invoice-title-select"
      popupClassName="invoice-title-options"
      options={list.map((x) => ({
        value: x.invoiceTitleID,
        label: x.titleName,
        title: x.titleNameEN ?? x.titleName,
        'data-testid': `invoice-title-${x.invoiceTitleID}`,
      }))}
      optionRender={(option) => {
        const x = list.find((l) => l.invoiceTitleID === option.value);
        return (
          <div className="invoice-title-option">
            <div>{x?.titleName}</div>
            {x?.titleNameEN && <div className="invoice-title-option__sub">{x.titleNameEN}</div>}
            <div className="invoice-title-option__sub">{t('invoice.supply.taxNumber', { taxNumber: x?.taxNumber ?? '' })}</div>
          </div>
        );
      }}
    />
  );
}
