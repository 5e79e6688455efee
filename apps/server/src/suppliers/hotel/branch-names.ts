import type { HotelArea } from '../../modules/hotel/hotel-port';
import { hashString } from '../../platform/seeded-random';

/**
 * What tells two houses of one name at one place apart, the way chains name their branches: the side of the place the
 * hotel is on (国贸CBD东店, Guomao CBD East), a road (国贸CBD人民路店, Guomao CBD Renmin Road), or a side of a road
 * (人民东路, East Renmin Road). Never a number.
 */
export interface BranchQualifier {
  zh: string;
  /** pinyin without spaces, and its initials */
  py: string;
  ini: string;
  en: string;
}

type Word = readonly [zh: string, spacedPinyin: string, en: string];
/** A road: its proper part and its kind (路 Road, 大街 Street, 大道 Avenue). */
type Road = readonly [stem: Word, kind: Word];

/** East, west, south, north: in the order sideOf numbers them. */
const SIDES: readonly Word[] = [['东', 'dong', 'East'], ['西', 'xi', 'West'], ['南', 'nan', 'South'], ['北', 'bei', 'North']];

const LU: Word = ['路', 'lu', 'Road'];
const JIE: Word = ['街', 'jie', 'Street'];
const DAJIE: Word = ['大街', 'da jie', 'Street'];
const DADAO: Word = ['大道', 'da dao', 'Avenue'];

/** Road names common in Chinese cities. */
const ROADS_CN: readonly Road[] = [
  [['人民', 'ren min', 'Renmin'], LU], [['解放', 'jie fang', 'Jiefang'], LU], [['中山', 'zhong shan', 'Zhongshan'], LU],
  [['建设', 'jian she', 'Jianshe'], LU], [['长江', 'chang jiang', 'Changjiang'], LU], [['和平', 'he ping', 'Heping'], DAJIE],
  [['新华', 'xin hua', 'Xinhua'], LU], [['文化', 'wen hua', 'Wenhua'], LU], [['迎宾', 'ying bin', 'Yingbin'], DADAO],
  [['滨江', 'bin jiang', 'Binjiang'], LU], [['青年', 'qing nian', 'Qingnian'], LU], [['世纪', 'shi ji', 'Century'], DADAO],
  [['光明', 'guang ming', 'Guangming'], LU], [['胜利', 'sheng li', 'Shengli'], LU], [['学院', 'xue yuan', 'Xueyuan'], LU],
  [['黄河', 'huang he', 'Huanghe'], LU],
];

/** Road names of cities abroad, with the Chinese the platform shows them by. */
const ROADS_INTL: readonly Road[] = [
  [['王子', 'wang zi', 'Prince'], JIE], [['国王', 'guo wang', 'Kings'], DADAO], [['河滨', 'he bin', 'Riverside'], LU],
  [['公园', 'gong yuan', 'Park'], LU], [['车站', 'che zhan', 'Station'], JIE], [['大学', 'da xue', 'University'], LU],
  [['港湾', 'gang wan', 'Harbour'], LU], [['中央', 'zhong yang', 'Central'], DADAO], [['市场', 'shi chang', 'Market'], JIE],
  [['女王', 'nv wang', 'Queen'], JIE], [['教堂', 'jiao tang', 'Church'], JIE], [['花园', 'hua yuan', 'Garden'], DADAO],
  [['湖滨', 'hu bin', 'Lakeside'], LU], [['城堡', 'cheng bao', 'Castle'], JIE], [['桥', 'qiao', 'Bridge'], LU],
  [['山丘', 'shan qiu', 'Hill'], LU],
];

const qualifier = (words: readonly Word[], en: string): BranchQualifier => {
  const spaced = words.map((w) => w[1]).join(' ');
  return { zh: words.map((w) => w[0]).join(''), py: spaced.replaceAll(' ', ''), ini: spaced.split(' ').map((s) => s[0]).join(''), en };
};

/** The side (index of SIDES) of the place a point lies on: the axis it is further along. */
export function sideOf(place: { latitude: number; longitude: number }, point: { latitude: number; longitude: number }): number {
  const east = (point.longitude - place.longitude) * Math.cos((place.latitude * Math.PI) / 180);
  const north = point.latitude - place.latitude;
  if (Math.abs(east) >= Math.abs(north)) return east >= 0 ? 0 : 1;
  return north >= 0 ? 3 : 2;
}

/**
 * The qualifiers a branch at `area` may take, in the order to try them: the side the hotel is on, the other sides,
 * the roads (from a point of the list the key picks, so branches of one city do not all take the same road), then the
 * sides of the roads. A place whose name says a side already (城北 North, 北京南站) takes roads only: 城北西店 would read
 * as north-west. Deterministic for its inputs.
 */
export function branchQualifiers(intl: boolean, area: HotelArea, side: number, key: string): BranchQualifier[] {
  const roads = intl ? ROADS_INTL : ROADS_CN;
  const namesSide = SIDES.some(([zh, , en]) => area.name.zh.includes(zh) || new RegExp(`\\b${en}\\b`, 'i').test(area.name.en));
  const sides = namesSide ? [] : [side, ...[0, 1, 2, 3].filter((s) => s !== side)].map((s) => SIDES[s]!);
  const start = hashString(key) % roads.length;
  const ordered = roads.map((_, i) => roads[(start + i) % roads.length]!);
  return [
    ...sides.map((s) => qualifier([s], s[2])),
    ...ordered.map(([stem, kind]) => qualifier([stem, kind], `${stem[2]} ${kind[2]}`)),
    ...SIDES.flatMap((s) => ordered.map(([stem, kind]) => qualifier([stem, s, kind], `${s[2]} ${stem[2]} ${kind[2]}`))),
  ];
}
