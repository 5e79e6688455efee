/** The spec's area codes of international cities: 11 Asia, 12 Europe, 13 Americas, 14 Africa, 15 Oceania. */
export const AREA = { ASIA: 11, EUROPE: 12, AMERICAS: 13, AFRICA: 14, OCEANIA: 15 } as const;
export type AreaCode = (typeof AREA)[keyof typeof AREA];

// Continents of the UN M49 scheme (the regions of lukes/ISO-3166, the source of countries.csv); AQ has none.
const MEMBERS: Record<AreaCode, string> = {
  [AREA.ASIA]:
    'AF AM AZ BH BD BT BN KH CN CY GE HK IN ID IR IQ IL JP JO KZ KP KR KW KG LA LB MO MY MV MN MM NP OM PK PS PH QA ' +
    'SA SG LK SY TW TJ TH TL TR TM AE UZ VN YE',
  [AREA.EUROPE]:
    'AX AL AD AT BY BE BA BG HR CZ DK EE FO FI FR DE GI GR GG VA HU IS IE IM IT JE LV LI LT LU MT MD MC ME NL MK NO ' +
    'PL PT RO RU SM RS SK SI ES SJ SE CH UA GB',
  [AREA.AMERICAS]:
    'AI AG AR AW BS BB BZ BM BO BQ BV BR VG CA KY CL CO CR CU CW DM DO EC SV FK GF GL GD GP GT GY HT HN JM MQ MX MS ' +
    'NI PA PY PE PR BL KN LC MF PM VC SX GS SR TT TC US UY VE VI',
  [AREA.AFRICA]:
    'DZ AO BJ BW IO BF BI CV CM CF TD KM CG CD CI DJ EG GQ ER SZ ET TF GA GM GH GN GW KE LS LR LY MG MW ML MR MU YT ' +
    'MA MZ NA NE NG RE RW SH ST SN SC SL SO ZA SS SD TZ TG TN UG EH ZM ZW',
  [AREA.OCEANIA]: 'AS AU CX CC CK FJ PF GU HM KI MH FM NR NC NZ NU NF MP PW PG PN WS SB TK TO TV UM VU WF',
};

const AREA_OF = new Map<string, AreaCode>();
for (const [area, codes] of Object.entries(MEMBERS)) {
  for (const iso2 of codes.split(' ')) AREA_OF.set(iso2, Number(area) as AreaCode);
}

/** The area code of a country (ISO alpha-2); null for Antarctica and unknown codes. */
export function areaOf(iso2: string): AreaCode | null {
  return AREA_OF.get(iso2.toUpperCase()) ?? null;
}
