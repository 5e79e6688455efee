import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { passengerInputSchema, type Passenger } from '@travel/contracts/member/passenger';
import { NEW_PASSENGER, fromPassenger, toPassengerInput } from './passenger-form-values';

const saved: Passenger = {
  passengerId: 'p1',
  name: 'LI/LEI',
  familyName: 'LI',
  givenName: 'LEI',
  gender: 'M',
  birthday: '1992-03-04',
  nationality: 'CN',
  nationalityName: 'China',
  mobileCountryCode: '86',
  mobile: '139****5678',
  email: null,
  passengerType: 'ADT',
  isSelf: false,
  certificateList: [{ certificateId: 'c1', certType: 2, certNo: 'E1*****78', expiryDate: '2031-06-30', issuePlace: 'CN' }],
  updateTime: '2025-01-01T00:00:00.000Z',
};

describe('passenger form values', () => {
  it('a new passenger starts with nationality CN, country code 86 and one ID card', () => {
    expect(NEW_PASSENGER).toMatchObject({ nationality: 'CN', mobileCountryCode: '86', certificateList: [{ certType: 1 }] });
  });

  it('turns filled-in values into an input the contract accepts, dates as YYYY-MM-DD', () => {
    const input = toPassengerInput(
      {
        ...NEW_PASSENGER,
        familyName: ' Li ',
        givenName: 'Lei',
        gender: 'F',
        birthday: dayjs('1992-03-04'),
        email: '',
        mobile: ' ',
        certificateList: [{ certType: 2, certNo: 'E12345678', expiryDate: dayjs('2031-06-30'), issuePlace: 'CN' }],
      },
      undefined,
    );
    expect(input).toMatchObject({ birthday: '1992-03-04', mobile: null, email: null });
    expect(input.certificateList[0]).toMatchObject({ expiryDate: '2031-06-30' });
    const parsed = passengerInputSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.familyName).toBe('Li');
  });

  it('leaves missing required values for the schema to refuse', () => {
    const parsed = passengerInputSchema.safeParse(toPassengerInput({}, undefined));
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['familyName', 'givenName', 'gender', 'birthday', 'certificateList']));
  });

  it('edits a saved passenger with its masked values, which the contract accepts back unchanged', () => {
    const values = fromPassenger(saved);
    expect(values.birthday?.format('YYYY-MM-DD')).toBe('1992-03-04');
    expect(values.certificateList?.[0]).toMatchObject({ certificateId: 'c1', certNo: 'E1*****78' });
    const input = toPassengerInput(values, saved.passengerId);
    expect(input).toMatchObject({ passengerId: 'p1', mobile: '139****5678', email: null });
    expect(passengerInputSchema.safeParse(input).success).toBe(true);
  });
});
