import { useState } from 'react';
import { Button, Empty, Input, Select, Space, Spin, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Passenger } from '@travel/contracts/member/passenger';
import { useDebounced } from '../../../hooks/use-debounced';
import { useTravellerSearch } from '../../../widgets/travel-request/traveller-search';
import { addRefusal, SELF_KEY, colleagueGuest, customerGuest, passengerGuest, selfGuest, type GuestDraft, type GuestRooms, type SelfRef } from './guest-rooms';

/**
 * Adds a guest to one room: the member, a saved passenger or a colleague from the type-ahead (member/passenger/
 * fuzzy_query; the member and their saved passengers offered before anything is typed), or a customer typed in.
 */
export function GuestAdd(props: { rooms: GuestRooms; room: number; liveNum: number; self: SelfRef; saved: readonly Passenger[]; onAdd: (g: GuestDraft) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [customer, setCustomer] = useState('');
  const search = useTravellerSearch(useDebounced(keyword));
  const typed = keyword.trim() !== '';
  const found = (search.data ?? []).map((p) =>
    p.source === 'COLLEAGUE' && p.memberId
      ? { guest: colleagueGuest(p.memberId, p.name, props.self), source: 'COLLEAGUE', detail: p.departmentName }
      : { guest: passengerGuest({ passengerId: p.passengerId ?? '', name: p.name, isSelf: props.saved.find((s) => s.passengerId === p.passengerId)?.isSelf }, props.self), source: 'PASSENGER', detail: p.mobile },
  );
  const offered = [
    { guest: selfGuest(props.self), source: 'ME', detail: null },
    ...props.saved.filter((p) => !p.isSelf).map((p) => ({ guest: passengerGuest(p, props.self), source: 'PASSENGER', detail: null })),
  ];
  const choices = (typed ? found : offered).filter((c, i, all) => all.findIndex((x) => x.guest.key === c.guest.key) === i);
  const refusal = (g: GuestDraft) => addRefusal(props.rooms, props.room, g, props.liveNum);
  const newCustomer = customerGuest(customer);
  const customerRefusal = newCustomer ? refusal(newCustomer) : null;

  const options = choices.map((c) => {
    const why = refusal(c.guest);
    return {
      value: c.guest.key,
      disabled: why !== null,
      label: (
        <span data-testid="hotel-book-guest-option" data-key={c.guest.key} data-refusal={why ?? ''}>
          {c.guest.name}
          <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
            {[t(`hotel.book.source.${c.guest.key === SELF_KEY ? 'ME' : c.source}`), c.detail, why ? t(`hotel.book.refusal.${why}`) : null].filter(Boolean).join(' · ')}
          </Typography.Text>
        </span>
      ),
    };
  });
  // Before anything is typed: the member and their saved passengers, then how to find a colleague.
  if (!typed) options.push({ value: '__hint__', disabled: true, label: <Typography.Text type="secondary">{t('tr.form.typeToSearch')}</Typography.Text> });

  const pick = (key: string) => {
    const c = choices.find((x) => x.guest.key === key);
    if (!c || refusal(c.guest)) return;
    setKeyword('');
    props.onAdd(c.guest);
  };
  const addCustomer = () => {
    if (!newCustomer || customerRefusal) return;
    props.onAdd(newCustomer);
    setCustomer('');
  };

  return (
    <div className="hotel-book__add">
      <Select
        showSearch
        value={null}
        placeholder={
          <span>
            <UserAddOutlined /> {t('hotel.book.addGuest')}
          </span>
        }
        filterOption={false}
        searchValue={keyword}
        onSearch={setKeyword}
        onSelect={(key: string | null) => key && pick(key)}
        notFoundContent={search.isFetching ? <Spin size="small" /> : typed ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tr.form.noTravellerFound')} /> : t('tr.form.typeToSearch')}
        options={options}
        style={{ width: '100%' }}
        data-testid="hotel-book-guest-search"
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={customer}
          maxLength={100}
          placeholder={t('hotel.book.customerPlaceholder')}
          onChange={(e) => setCustomer(e.target.value)}
          onPressEnter={addCustomer}
          status={customerRefusal ? 'warning' : undefined}
          aria-label={t('hotel.book.customerPlaceholder')}
          data-testid="hotel-book-customer-name"
        />
        <Button onClick={addCustomer} disabled={!newCustomer || customerRefusal !== null} data-testid="hotel-book-customer-add">
          {t('hotel.book.addCustomer')}
        </Button>
      </Space.Compact>
      {customerRefusal && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t(`hotel.book.refusal.${customerRefusal}`)}
        </Typography.Text>
      )}
    </div>
  );
}
