import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { trCreateInputSchema } from '@travel/contracts/travel-request/travel-request';
import { exceedApplySubmitCall } from '@travel/contracts/approval/approval';
import { newTrValues, pastTripIssue, toExceedInput, toTrCreateInput, trFormPath, type TrFormValues } from './tr-form-values';
import { toTravellerRefs, travellerKey } from '../../widgets/travel-request/traveller-values';

const user = { memberId: 'mem-employee', displayName: '张伟' };

function filled(): TrFormValues {
  return {
    ...newTrValues(user),
    legs: [{ departureCityId: '156310000', arriveCityId: '156110000', beginDate: dayjs('2026-03-10'), endDate: dayjs('2026-03-12') }],
    purposes: ['Client visit', '  '],
    estimatedAmount: 1234.5,
    costCentreId: 'cc1',
  };
}

describe('the travel request form', () => {
  it('starts with the member as the only adult traveller and one empty leg', () => {
    const v = newTrValues(user);
    expect(v.travellers).toEqual([{ memberId: 'mem-employee', name: '张伟', source: 'COLLEAGUE', travellerType: 'ADT' }]);
    expect(v.legs).toEqual([{}]);
    expect(v.applicationTypes).toEqual(['BUSINESS']);
  });

  it('becomes a valid tr/create input with dates as YYYY-MM-DD and the amount in fen', () => {
    const input = toTrCreateInput(filled());
    const parsed = trCreateInputSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(input.itineraryGroupList[0]!.itineraryList[0]).toMatchObject({ beginDate: '2026-03-10', endDate: '2026-03-12', departureCityId: '156310000' });
    expect(input.travelPurposeList).toEqual([{ travelPurposeDesc: 'Client visit' }]);
    expect(input.estimatedAmount).toBe(123450);
    expect(input.travellerList).toEqual([{ memberId: 'mem-employee', travellerName: '张伟', travellerType: 'ADT' }]);
    expect(input).not.toHaveProperty('projectId');
  });

  it('leaves missing values for the schema to name, each on its field', () => {
    const v = { ...newTrValues(user), travellers: [] };
    const parsed = trCreateInputSchema.safeParse(toTrCreateInput(v));
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((i) => ({ at: trFormPath(i.path as (string | number)[]), message: i.message }));
    expect(issues).toContainEqual({ at: ['travellers'], message: 'validation.travellerRequired' });
    expect(issues).toContainEqual({ at: ['purposes', 0], message: 'validation.purposeRequired' });
    expect(issues.map((i) => i.at)).toContainEqual(['legs', 0, 'departureCityId']);
    expect(issues.map((i) => i.at)).toContainEqual(['legs', 0, 'beginDate']);
  });

  it('puts the date-order issue on the end date', () => {
    const v = filled();
    v.legs[0]!.endDate = dayjs('2026-03-09');
    const parsed = trCreateInputSchema.safeParse(toTrCreateInput(v));
    expect(parsed.error!.issues.map((i) => [trFormPath(i.path as (string | number)[]), i.message])).toEqual([[['legs', 0, 'endDate'], 'validation.dateOrder']]);
  });

  it('refuses a trip that ended before today, on the end date of its last leg', () => {
    const v = filled();
    v.legs.push({ departureCityId: '156110000', arriveCityId: '156310000', beginDate: dayjs('2026-03-12'), endDate: dayjs('2026-03-14') });
    const input = toTrCreateInput(v);
    const issue = pastTripIssue(input, '2026-03-15');
    expect(issue).toEqual({ path: ['itineraryGroupList', 0, 'itineraryList', 1, 'endDate'], message: 'validation.tripInPast' });
    expect(trFormPath(issue!.path)).toEqual(['legs', 1, 'endDate']);
    // Under way or ending today: fine.
    expect(pastTripIssue(input, '2026-03-14')).toBeNull();
    expect(pastTripIssue(input, '2026-03-11')).toBeNull();
  });

  it('maps server paths to fields and leaves unknown ones for the message list', () => {
    expect(trFormPath(['itineraryGroupList', 0, 'itineraryList', 2, 'arriveCityId'])).toEqual(['legs', 2, 'arriveCityId']);
    expect(trFormPath(['travellerList', 1, 'travellerName'])).toEqual(['travellers']);
    expect(trFormPath(['travelPurposeList', 1, 'travelPurposeDesc'])).toEqual(['purposes', 1]);
    expect(trFormPath(['estimatedAmount'])).toEqual(['estimatedAmount']);
    expect(trFormPath([])).toBeNull();
    expect(trFormPath(['hotelBeginDateExtend'])).toBeNull();
  });

  it('identifies travellers across colleagues and saved passengers', () => {
    expect(travellerKey({ memberId: 'm1', passengerId: 'p1' })).toBe('m:m1');
    expect(travellerKey({ memberId: null, passengerId: 'p1' })).toBe('p:p1');
    expect(toTravellerRefs([{ passengerId: 'p1', name: 'LI/LEI', source: 'PASSENGER', travellerType: 'ADT' }])).toEqual([{ passengerId: 'p1', name: 'LI/LEI' }]);
  });
});

describe('the over-standard application', () => {
  it('sends only travellers with an amount, in fen', () => {
    const input = toExceedInput('TR1', 'Only hotel near the site', [
      { travellerId: 't1', travellerName: 'A', amount: 150 },
      { travellerId: 't2', travellerName: 'B', amount: null },
      { travellerId: 't3', travellerName: 'C' },
      { travellerId: 't4', travellerName: 'D', amount: 0 },
    ]);
    expect(input.travellerList.map((t) => [t.travellerId, t.hotelExceedActualAmount])).toEqual([
      ['t1', 15000],
      ['t4', 0],
    ]);
    expect(exceedApplySubmitCall.input.safeParse(input).success).toBe(true);
  });

  it('is refused by the contract when nobody has an amount', () => {
    const input = toExceedInput('TR1', 'x', [{ travellerId: 't1', travellerName: 'A' }]);
    expect(input.travellerList).toEqual([]);
    expect(exceedApplySubmitCall.input.safeParse(input).success).toBe(false);
  });
});
