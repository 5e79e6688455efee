import { describe, expect, it } from 'vitest';
import { arrivalSlots, modifyInput, type ModifyDraft } from './modify-draft';

const before: ModifyDraft = { name: 'Li Na', mobileCountryCode: '86', mobile: '', email: '', arrival: '18:00', remark: '' };
const allOpen = { CONTACT: true, ARRIVAL_TIME: true, REMARK: true };

describe('modifyInput', () => {
  it('sends only what changed', () => {
    expect(modifyInput('o1', before, { ...before, arrival: '21:00', remark: ' High floor ' }, allOpen)).toEqual({ input: { orderId: 'o1', latestArrivalTime: '21:00', clientRemark: 'High floor' } });
  });
  it('says when nothing changed, and leaves out what is closed', () => {
    expect(modifyInput('o1', before, before, allOpen)).toEqual({ problem: 'nothingChanged' });
    expect(modifyInput('o1', before, { ...before, remark: 'x' }, { ...allOpen, REMARK: false })).toEqual({ problem: 'nothingChanged' });
  });
  it('needs the full mobile for a new contact', () => {
    expect(modifyInput('o1', before, { ...before, name: 'Wang Wei' }, allOpen)).toEqual({ problem: 'mobileRequired' });
    expect(modifyInput('o1', before, { ...before, name: 'Wang Wei', mobile: '13900005678' }, allOpen)).toEqual({ input: { orderId: 'o1', contacts: { name: 'Wang Wei', mobileCountryCode: '86', mobile: '13900005678' } } });
  });
});

describe('arrivalSlots', () => {
  it('runs from noon by half hours and keeps an off-grid time', () => {
    expect(arrivalSlots(null)).toHaveLength(24);
    expect(arrivalSlots(null)[0]).toBe('12:00');
    expect(arrivalSlots('02:00')[0]).toBe('02:00');
    expect(arrivalSlots('18:30')).toHaveLength(24);
  });
});
