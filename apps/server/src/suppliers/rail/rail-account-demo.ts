/**
 * The sandbox railway's demo accounts (password Rail2026 for all): railtest01 asks a new client for a texted code
 * (440042010), identity01 for the code and the id number (440042016), riskcheck01 for the id number alone
 * (440042017), faceonly01 for a face check only the railway's own app can do (440002002). risksms01's sales are held by
 * the railway's risk control until a texted code is answered (a booking through it answers 440042010 first).
 */
/** scrypt of Rail2026 (made once: hashing at every start would cost each test app a second). */
export const DEMO_RAIL_PASSWORD_HASH = 'scrypt$16384$8$1$cmFpbC1zYW5kYm94LWRlbQ==$6ZiYjAKKIYAr0no122pVPIT6shc4lMGFlvJwA7h6asXiYQ5W0kbKI0zfNdiFbwInPessm+MdUXCSb0zX8dTP5g==';

const passenger = (p: { familyName: string; givenName: string; birthday: string; gender: 'M' | 'F'; idNumber: string; mobile: string | null; passengerType?: string; verifyStatus?: string; self?: boolean }) => ({
  nationality: 'CN',
  idExpiredDate: '2034-12-31',
  passengerType: 'ADULT',
  verifyStatus: 'VERIFIED',
  self: false,
  ...p,
});

export const DEMO_RAIL_ACCOUNTS = [
  {
    id: 'ra_demo_railtest01',
    accountName: 'railtest01',
    familyName: 'ZHANG',
    givenName: 'WEI',
    idNumber: 'E12345678',
    mobile: '13800138001',
    risk: null,
    passengers: [
      passenger({ familyName: 'ZHANG', givenName: 'WEI', birthday: '1988-05-12', gender: 'M', idNumber: 'E12345678', mobile: '13800138001', self: true }),
      passenger({ familyName: 'LI', givenName: 'NA', birthday: '1990-08-21', gender: 'F', idNumber: 'E23456789', mobile: '13800138002' }),
      passenger({ familyName: 'ZHANG', givenName: 'XIAOMING', birthday: '2015-03-02', gender: 'M', idNumber: 'E34567890', mobile: '13800138003', passengerType: 'CHILD', verifyStatus: 'PENDING' }),
    ],
  },
  { id: 'ra_demo_identity01', accountName: 'identity01', familyName: 'WANG', givenName: 'FANG', idNumber: 'E45678901', mobile: '13800138004', risk: 'IDENTITY', passengers: [passenger({ familyName: 'WANG', givenName: 'FANG', birthday: '1985-01-30', gender: 'F', idNumber: 'E45678901', mobile: '13800138004', self: true })] },
  { id: 'ra_demo_riskcheck01', accountName: 'riskcheck01', familyName: 'CHEN', givenName: 'JIE', idNumber: 'E56789012', mobile: '13800138005', risk: 'IDCARD', passengers: [passenger({ familyName: 'CHEN', givenName: 'JIE', birthday: '1979-11-11', gender: 'M', idNumber: 'E56789012', mobile: '13800138005', self: true })] },
  { id: 'ra_demo_risksms01', accountName: 'risksms01', familyName: 'WU', givenName: 'LEI', idNumber: 'E78901234', mobile: '13800138007', risk: null, riskSmsRequired: true, passengers: [passenger({ familyName: 'WU', givenName: 'LEI', birthday: '1987-04-18', gender: 'M', idNumber: 'E78901234', mobile: '13800138007', self: true })] },
  { id: 'ra_demo_faceonly01', accountName: 'faceonly01', familyName: 'LIU', givenName: 'YANG', idNumber: 'E67890123', mobile: '13800138006', risk: 'FACE', passengers: [passenger({ familyName: 'LIU', givenName: 'YANG', birthday: '1992-07-07', gender: 'M', idNumber: 'E67890123', mobile: '13800138006', self: true })] },
];

/**
 * Tickets the demo accounts' holders bought at the railway itself, on real trains of the network some days ahead:
 * bought through the rail sandbox's own hold and confirm when an account's orders are first asked for. `passengers`
 * are positions in the account's passenger list.
 */
export const DEMO_OUTSIDE_ORDERS = [
  { key: 'railtest01-1', accountId: 'ra_demo_railtest01', from: 'VNP', to: 'AOH', daysAhead: 6, seatClass: 'second', passengers: [0] },
  { key: 'railtest01-2', accountId: 'ra_demo_railtest01', from: 'AOH', to: 'VNP', daysAhead: 9, seatClass: 'second', passengers: [0, 1] },
  { key: 'identity01-1', accountId: 'ra_demo_identity01', from: 'VNP', to: 'AOH', daysAhead: 7, seatClass: 'first', passengers: [0] },
] as const;
