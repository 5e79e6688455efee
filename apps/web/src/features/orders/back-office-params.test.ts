import { describe, expect, it } from 'vitest';
import { choiceOfParams, paramsOfChoice } from './back-office-params';
import { backOfficeOrderLink } from './order-products';

describe('the back office’s orders address', () => {
  it('defaults to the administrator’s own enterprise and keeps the member chosen', () => {
    expect(choiceOfParams(new URLSearchParams(''), 'ent-own')).toEqual({ enterpriseId: 'ent-own', memberId: null });
    expect(choiceOfParams(new URLSearchParams('enterpriseId=ent-b&memberId=m1'), 'ent-own')).toEqual({ enterpriseId: 'ent-b', memberId: 'm1' });
    expect(choiceOfParams(new URLSearchParams(`memberId=${'x'.repeat(65)}`), 'ent-own').memberId).toBeNull();
  });

  it('writes the choice, the product and a page after the first', () => {
    expect(paramsOfChoice({ enterpriseId: 'e', memberId: 'm' }, 'HOTEL', 2).toString()).toBe('enterpriseId=e&memberId=m&product=HOTEL&page=2');
    expect(paramsOfChoice({ enterpriseId: 'e', memberId: null }, null, 1).toString()).toBe('enterpriseId=e');
  });

  it('opens hotel and train orders in the back office for the member, other products nowhere yet', () => {
    const scope = { enterpriseId: 'ent-demo', memberId: 'mem-notr' };
    expect(backOfficeOrderLink({ product: 'HOTEL', orderId: 'HO 1' }, scope)).toBe('/admin/orders/hotel/HO%201?enterpriseId=ent-demo&memberId=mem-notr');
    expect(backOfficeOrderLink({ product: 'TRAIN', orderId: 'T1' }, scope)).toBe('/admin/orders/train/T1?enterpriseId=ent-demo&memberId=mem-notr');
  });
});
