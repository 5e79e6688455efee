/** Validation patterns of specs/platform.md section 5, shared by the server's schemas and the web forms. */
export const patterns = {
  /** 11 digits starting with 1 (mainland mobile, country code 86). */
  mobileCN: /^1\d{10}$/,
  /** Any other country's mobile: digits only. */
  mobileIntl: /^\d{4,15}$/,
  digits: /^\d+$/,
  /** Letters (Latin or CJK) at both ends; spaces and slash allowed in the middle; about 100 characters a side. */
  name: /^[\p{L}](?:[\p{L}\p{M} /.'·-]{0,200}[\p{L}])?$/u,
  /** 0 followed by 2 or 3 digits. */
  areaCode: /^0\d{2,3}$/,
  /** Optional 3-4 digit area code, optional hyphen, 7-8 digits, optional hyphen extension. */
  landline: /^(?:\d{3,4}-?)?\d{7,8}(?:-\d{1,6})?$/,
  postalCode: /^\d{6}$/,
  /** A service line as people write it: digits with an optional +, spaces, dashes and brackets (400-820-1234). */
  servicePhone: /^\+?\d[\d ()-]{2,30}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Dates on the wire. */
  date: /^\d{4}-\d{2}-\d{2}$/,
} as const;

/**
 * i18n keys of validation messages (`server.validation.<key>` / the web's form messages).
 * A schema sets one as its message; the server translates it for PARAM_ERROR issues.
 */
export const V = {
  required: 'validation.required',
  name: 'validation.name',
  mobile: 'validation.mobile',
  email: 'validation.email',
  date: 'validation.date',
  areaCode: 'validation.areaCode',
  phone: 'validation.phone',
  postalCode: 'validation.postalCode',
  address: 'validation.address',
  recipient: 'validation.recipient',
  region: 'validation.region',
  certNo: 'validation.certNo',
  certType: 'validation.certType',
  expiryDate: 'validation.expiryDate',
  country: 'validation.country',
  gender: 'validation.gender',
  tooLong: 'validation.tooLong',
  certificateRequired: 'validation.certificateRequired',
  unsafeText: 'validation.unsafeText',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

export function isValidDate(value: string): boolean {
  if (!patterns.date.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function isValidMobile(countryCode: string, mobile: string): boolean {
  return countryCode === '86' ? patterns.mobileCN.test(mobile) : patterns.mobileIntl.test(mobile);
}
