import type { HotelBrand } from '../../modules/hotel/hotel-port';

/** A real chain brand: the stars its hotels have, where it operates, and how its prices sit against its class. */
export interface BrandDef {
  brand: HotelBrand;
  pinyin: string;
  initials: string;
  stars: readonly number[];
  /** CN mainland (and HK, Macao), INTL elsewhere, BOTH */
  region: 'CN' | 'INTL' | 'BOTH';
  priceFactor: number;
  /** local member (loyalty) rates */
  loyalty: boolean;
}

type Row = readonly [id: string, zh: string, pinyin: string, en: string, groupZh: string | null, groupEn: string | null, stars: readonly number[], region: BrandDef['region'], price: number];

// Group names of the real owners (2024); stars are the usual ones of the brand's hotels.
const ROWS: readonly Row[] = [
  ['JI', '全季', 'quan ji', 'JI Hotel', '华住集团', 'H World Group', [3], 'CN', 1.05],
  ['HANTING', '汉庭', 'han ting', 'Hanting', '华住集团', 'H World Group', [2], 'CN', 0.9],
  ['HUAZHU_CRYSTAL', '桔子水晶', 'ju zi shui jing', 'Crystal Orange', '华住集团', 'H World Group', [4], 'CN', 1.05],
  ['ORANGE', '桔子', 'ju zi', 'Orange Hotel', '华住集团', 'H World Group', [3], 'CN', 1.0],
  ['ATOUR', '亚朵', 'ya duo', 'Atour', '亚朵集团', 'Atour Group', [3, 4], 'CN', 1.15],
  ['HOMEINN', '如家', 'ru jia', 'Home Inn', '首旅如家', 'BTG Homeinns', [2], 'CN', 0.9],
  ['JINJIANG', '锦江之星', 'jin jiang zhi xing', 'Jinjiang Inn', '锦江酒店', 'Jin Jiang Hotels', [2], 'CN', 0.9],
  ['7DAYS', '7天', 'qi tian', '7 Days Inn', '锦江酒店', 'Jin Jiang Hotels', [2], 'CN', 0.8],
  ['VIENNA', '维也纳', 'wei ye na', 'Vienna Hotel', '锦江酒店', 'Jin Jiang Hotels', [3], 'CN', 1.0],
  ['LAVANDE', '麗枫', 'li feng', 'Lavande', '锦江酒店', 'Jin Jiang Hotels', [3], 'CN', 1.0],
  ['HILTON', '希尔顿', 'xi er dun', 'Hilton', '希尔顿集团', 'Hilton', [5], 'BOTH', 1.1],
  ['HAMPTON', '欢朋', 'huan peng', 'Hampton by Hilton', '希尔顿集团', 'Hilton', [3, 4], 'BOTH', 1.0],
  ['MARRIOTT', '万豪', 'wan hao', 'Marriott', '万豪国际', 'Marriott International', [5], 'BOTH', 1.1],
  ['SHERATON', '喜来登', 'xi lai deng', 'Sheraton', '万豪国际', 'Marriott International', [5], 'BOTH', 1.05],
  ['COURTYARD', '万怡', 'wan yi', 'Courtyard', '万豪国际', 'Marriott International', [4], 'BOTH', 1.0],
  ['RITZ', '丽思卡尔顿', 'li si ka er dun', 'The Ritz-Carlton', '万豪国际', 'Marriott International', [5], 'BOTH', 1.7],
  ['IHG', '洲际', 'zhou ji', 'InterContinental', '洲际酒店集团', 'IHG', [5], 'BOTH', 1.25],
  ['CROWNE', '皇冠假日', 'huang guan jia ri', 'Crowne Plaza', '洲际酒店集团', 'IHG', [4, 5], 'BOTH', 1.0],
  ['HOLIDAY', '假日', 'jia ri', 'Holiday Inn', '洲际酒店集团', 'IHG', [4], 'BOTH', 0.95],
  ['EXPRESS', '智选假日', 'zhi xuan jia ri', 'Holiday Inn Express', '洲际酒店集团', 'IHG', [3], 'BOTH', 1.0],
  ['HYATT', '凯悦', 'kai yue', 'Hyatt Regency', '凯悦集团', 'Hyatt', [5], 'BOTH', 1.15],
  ['SHANGRILA', '香格里拉', 'xiang ge li la', 'Shangri-La', '香格里拉集团', 'Shangri-La Group', [5], 'BOTH', 1.25],
  ['NOVOTEL', '诺富特', 'nuo fu te', 'Novotel', '雅高集团', 'Accor', [4], 'BOTH', 0.95],
  ['IBIS', '宜必思', 'yi bi si', 'ibis', '雅高集团', 'Accor', [2, 3], 'BOTH', 0.9],
  ['MERCURE', '美居', 'mei ju', 'Mercure', '雅高集团', 'Accor', [4], 'BOTH', 0.95],
  ['APA', 'APA', 'a pa', 'APA Hotel', 'APA集团', 'APA Group', [3], 'INTL', 0.9],
  ['TOYOKO', '东横INN', 'dong heng', 'Toyoko Inn', '东横INN', 'Toyoko Inn', [2, 3], 'INTL', 0.8],
  ['PREMIER', '普瑞米尔', 'pu rui mi er', 'Premier Inn', '惠特布雷德', 'Whitbread', [3], 'INTL', 0.9],
  ['RADISSON', '丽笙', 'li sheng', 'Radisson', '丽笙酒店集团', 'Radisson Hotel Group', [4], 'INTL', 1.0],
  ['WESTIN', '威斯汀', 'wei si ting', 'Westin', '万豪国际', 'Marriott International', [5], 'BOTH', 1.1],
];

const initialsOf = (spaced: string) => spaced.split(' ').map((s) => s[0]).join('');

export const BRANDS: readonly BrandDef[] = ROWS.map(([id, zh, py, en, gzh, gen, stars, region, price]) => ({
  brand: { brandId: id, name: { zh, en }, group: gzh && gen ? { zh: gzh, en: gen } : null },
  pinyin: py.replaceAll(' ', ''),
  initials: initialsOf(py),
  stars,
  region,
  priceFactor: price,
  loyalty: gzh !== null,
}));

/** The brands with hotels of this star in the region. */
export function brandsFor(star: number, intl: boolean): BrandDef[] {
  return BRANDS.filter((b) => b.stars.includes(star) && (b.region === 'BOTH' || b.region === (intl ? 'INTL' : 'CN')));
}
