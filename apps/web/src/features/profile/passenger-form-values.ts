import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { Passenger, PassengerInput } from '@travel/contracts/member/passenger';
import type { CertType } from '@travel/contracts/member/enums';

export interface CertificateValues {
  certificateId?: string;
  certType?: CertType;
  certNo?: string;
  expiryDate?: Dayjs | null;
  issuePlace?: string | null;
}

export interface PassengerFormValues {
  familyName?: string;
  givenName?: string;
  gender?: 'M' | 'F';
  birthday?: Dayjs | null;
  nationality?: string | null;
  mobileCountryCode?: string;
  mobile?: string;
  email?: string;
  passengerType?: 'ADT' | 'CHD' | 'INF';
  certificateList?: CertificateValues[];
}

/** Defaults of a new passenger: nationality CN, country code 86 (specs/platform.md section 9), one ID card. */
export const NEW_PASSENGER: PassengerFormValues = {
  nationality: 'CN',
  mobileCountryCode: '86',
  passengerType: 'ADT',
  certificateList: [{ certType: 1, issuePlace: 'CN' }],
};

const wireDate = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The form's values as the contract's input (unchecked: the caller runs passengerInputSchema on it). */
export function toPassengerInput(values: PassengerFormValues, passengerId: string | undefined): PassengerInput {
  return {
    passengerId,
    familyName: values.familyName ?? '',
    givenName: values.givenName ?? '',
    gender: values.gender as PassengerInput['gender'],
    birthday: wireDate(values.birthday) ?? '',
    nationality: values.nationality || 'CN',
    mobileCountryCode: values.mobileCountryCode || '86',
    mobile: blankToNull(values.mobile),
    email: blankToNull(values.email),
    passengerType: values.passengerType ?? 'ADT',
    certificateList: (values.certificateList ?? []).map((c) => ({
      certificateId: c.certificateId,
      certType: c.certType as CertType,
      certNo: c.certNo ?? '',
      expiryDate: wireDate(c.expiryDate),
      issuePlace: c.issuePlace || null,
    })),
  };
}

/** Where the server's YYYYMMDD or YYYY-MM-DD dates become date-picker values. */
const pickerDate = (value: string | null | undefined) => {
  if (!value) return null;
  const d = dayjs(value.length === 8 ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value);
  return d.isValid() ? d : null;
};

/**
 * A saved passenger as form values. Mobile, email and certificate numbers stay masked: sent back unchanged they
 * keep the stored values (the contract's rule), so editing a name never needs a reveal.
 */
export function fromPassenger(p: Passenger): PassengerFormValues {
  return {
    familyName: p.familyName,
    givenName: p.givenName,
    gender: p.gender === 'F' ? 'F' : p.gender === 'M' ? 'M' : undefined,
    birthday: pickerDate(p.birthday),
    nationality: p.nationality,
    mobileCountryCode: p.mobileCountryCode || '86',
    mobile: p.mobile ?? '',
    email: p.email ?? '',
    passengerType: p.passengerType,
    certificateList: p.certificateList.map((c) => ({
      certificateId: c.certificateId,
      certType: c.certType as CertType,
      certNo: c.certNo,
      expiryDate: pickerDate(c.expiryDate),
      issuePlace: c.issuePlace,
    })),
  };
}
