import type { HotelArea, LocalText } from '../../modules/hotel/hotel-port';
import type { Random } from '../../platform/seeded-random';
import type { BranchQualifier } from './branch-names';
import type { BrandDef } from './brands';
import type { HotelCity } from './hotel-cities';

export interface HotelName {
  name: LocalText;
  pinyin: string;
  initials: string;
}

/** Words independent hotels are named with: Chinese, pinyin by syllable, English. */
const WORDS: readonly [string, string, string][] = [
  ['锦华', 'jin hua', 'Jinhua'], ['金陵', 'jin ling', 'Jinling'], ['华美', 'hua mei', 'Huamei'], ['御景', 'yu jing', 'Royal View'],
  ['丽都', 'li du', 'Lido'], ['新世纪', 'xin shi ji', 'New Century'], ['海悦', 'hai yue', 'Haiyue'], ['君悦', 'jun yue', 'Junyue'],
  ['东方', 'dong fang', 'Oriental'], ['天成', 'tian cheng', 'Tiancheng'], ['星河', 'xing he', 'Galaxy'], ['明珠', 'ming zhu', 'Pearl'],
  ['云栖', 'yun qi', 'Cloud Rest'], ['和颐', 'he yi', 'Heyi'], ['悦来', 'yue lai', 'Yuelai'], ['宏达', 'hong da', 'Hongda'],
  ['瑞祥', 'rui xiang', 'Ruixiang'], ['福朋', 'fu peng', 'Fupeng'], ['泰安', 'tai an', 'Tai An'], ['嘉华', 'jia hua', 'Jiahua'],
  ['隆鑫', 'long xin', 'Longxin'], ['银座', 'yin zuo', 'Yinzuo'], ['开元', 'kai yuan', 'Kaiyuan'], ['紫金', 'zi jin', 'Purple Gold'],
  ['翠苑', 'cui yuan', 'Jade Garden'], ['清风', 'qing feng', 'Breeze'], ['观澜', 'guan lan', 'Guanlan'], ['雅居', 'ya ju', 'Elegant Home'],
];
const FOREIGN: readonly string[] = [
  'Grand', 'Royal', 'Park', 'Riverside', 'Central', 'Garden', 'Harbour', 'Plaza', 'Metropole', 'Regent', 'Palace', 'Crown',
  'Astoria', 'Beacon', 'Cedar', 'Lumen', 'Meridian', 'Vista', 'Summit', 'Linden',
];
const FOREIGN_ZH: Record<string, [string, string]> = {
  Grand: ['格兰德', 'ge lan de'], Royal: ['皇家', 'huang jia'], Park: ['公园', 'gong yuan'], Riverside: ['河畔', 'he pan'],
  Central: ['中央', 'zhong yang'], Garden: ['花园', 'hua yuan'], Harbour: ['海港', 'hai gang'], Plaza: ['广场', 'guang chang'],
  Metropole: ['大都会', 'da du hui'], Regent: ['丽晶', 'li jing'], Palace: ['宫廷', 'gong ting'], Crown: ['皇冠', 'huang guan'],
  Astoria: ['阿斯托利亚', 'a si tuo li ya'], Beacon: ['灯塔', 'deng ta'], Cedar: ['雪松', 'xue song'], Lumen: ['流明', 'liu ming'],
  Meridian: ['子午线', 'zi wu xian'], Vista: ['远景', 'yuan jing'], Summit: ['峰景', 'feng jing'], Linden: ['菩提', 'pu ti'],
};
/** The kind of house by star: 2 a guesthouse, 5 a grand hotel. */
const SUFFIX: Record<number, [string, string, string]> = {
  2: ['宾馆', 'bin guan', 'Inn'],
  3: ['商务酒店', 'shang wu jiu dian', 'Business Hotel'],
  4: ['酒店', 'jiu dian', 'Hotel'],
  5: ['大酒店', 'da jiu dian', 'Grand Hotel'],
};

const part = (zh: string, spacedPinyin: string) => ({ zh, py: spacedPinyin.replaceAll(' ', ''), ini: spacedPinyin.split(' ').map((s) => s[0]).join('') });
type Part = ReturnType<typeof part>;
const join = (parts: Part[]) => ({ pinyin: parts.map((p) => p.py).join(''), initials: parts.map((p) => p.ini).join('') });
const areaPart = (area: HotelArea): Part => ({ zh: area.name.zh, py: area.pinyin, ini: area.initials });
/** Drops a trailing 区 from a district for branch names (北京朝阳店, not 北京朝阳区店). */
const short = (area: HotelArea): Part => {
  const p = areaPart(area);
  return p.zh.endsWith('区') && p.zh.length > 2 ? { zh: p.zh.slice(0, -1), py: p.py.replace(/qu$/, ''), ini: p.ini.replace(/q$/, '') } : p;
};

/**
 * A chain hotel is named after its brand and branch: 全季酒店(北京国贸CBD店), JI Hotel Beijing Guomao CBD; a further
 * branch at the same place adds its qualifier: 全季酒店(北京国贸CBD东店), JI Hotel Beijing Guomao CBD East.
 */
export function chainName(brand: BrandDef, city: HotelCity, area: HotelArea, branch: BranchQualifier | null): HotelName {
  const place = short(area);
  const cityPart: Part = city.intl ? { zh: '', py: '', ini: '' } : { zh: city.zh, py: city.pinyin, ini: city.initials };
  const zh = `${brand.brand.name.zh}酒店(${cityPart.zh}${place.zh}${branch?.zh ?? ''}店)`;
  const en = `${brand.brand.name.en} ${city.en} ${area.name.en}${branch ? ` ${branch.en}` : ''}`;
  const parts = [{ zh: '', py: brand.pinyin, ini: brand.initials }, part('酒店', 'jiu dian'), cityPart, place];
  if (branch) parts.push({ zh: branch.zh, py: branch.py, ini: branch.ini });
  return { name: { zh, en }, ...join(parts) };
}

/** A second house of an independent hotel's name: the place tells it apart, and the qualifier a third (锦华商务酒店(国贸CBD东店)). */
export function independentBranch(base: HotelName, area: HotelArea, branch: BranchQualifier | null): HotelName {
  const zh = `${base.name.zh}(${area.name.zh}${branch?.zh ?? ''}店)`;
  const en = `${base.name.en} (${area.name.en}${branch ? ` ${branch.en}` : ''})`;
  return { ...base, name: { zh, en } };
}

/** An independent hotel: a word and the kind of house (锦华商务酒店), or for abroad an English name (Grand Harbour Hotel). */
export function independentName(rng: Random, star: number, city: HotelCity, area: HotelArea): HotelName {
  const [sZh, sPy, sEn] = SUFFIX[star]!;
  if (city.intl) {
    const word = FOREIGN[rng.int(0, FOREIGN.length - 1)]!;
    const [wZh, wPy] = FOREIGN_ZH[word]!;
    const zh = `${areaPart(area).zh}${wZh}${sZh}`;
    return { name: { zh, en: `${word} ${sEn} ${area.name.en}` }, ...join([areaPart(area), part(wZh, wPy), part(sZh, sPy)]) };
  }
  const [wZh, wPy, wEn] = WORDS[rng.int(0, WORDS.length - 1)]!;
  const zh = `${city.zh}${wZh}${sZh}`;
  return {
    name: { zh, en: `${city.en} ${wEn} ${sEn}` },
    ...join([{ zh: city.zh, py: city.pinyin, ini: city.initials }, part(wZh, wPy), part(sZh, sPy)]),
  };
}
