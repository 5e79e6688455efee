import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@travel/contracts/member/user';
import { moduleOfPath, visibleModules } from './modules';

const member = (over: Partial<UserProfile>) => ({ travelManager: false, role: 'employee', ...over }) as UserProfile;

describe('navigation', () => {
  it('finds the module of nested paths', () => {
    expect(moduleOfPath('/')?.key).toBe('home');
    expect(moduleOfPath('/travel-requests/new')?.key).toBe('travelRequests');
    expect(moduleOfPath('/travel-requests/TR123')?.key).toBe('travelRequests');
    expect(moduleOfPath('/admin/mail-outbox')?.key).toBe('mailOutbox');
    expect(moduleOfPath('/admin/orders/hotel/HO1')?.key).toBe('backOfficeOrders');
    expect(moduleOfPath('/train/results')?.key).toBe('train');
    expect(moduleOfPath('/policy')?.key).toBe('policy');
    expect(moduleOfPath('/nowhere')).toBeUndefined();
  });

  it('shows Policy to travel managers and administrators only, and the outbox to administrators', () => {
    const keys = (u: UserProfile) => visibleModules(u).map((m) => m.key);
    expect(keys(member({}))).not.toContain('policy');
    expect(keys(member({}))).not.toContain('mailOutbox');
    expect(keys(member({ travelManager: true }))).toContain('policy');
    expect(keys(member({ travelManager: true }))).not.toContain('mailOutbox');
    expect(keys(member({ role: 'admin' }))).toEqual(expect.arrayContaining(['policy', 'mailOutbox', 'backOfficeOrders', 'hotelErrorReports']));
    expect(keys(member({ travelManager: true }))).not.toContain('backOfficeOrders');
  });
});
