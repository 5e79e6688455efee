/**
 * City tiers of hotel standards: a standard may set a cap per tier. Tier 1 and tier 2 are the common business-travel
 * grading of Chinese cities (adcodes of data/geo/cities.csv); every other city, foreign ones included, is tier 3.
 */
const TIER_1_ADCODES = [
  '110000', // 北京 Beijing
  '310000', // 上海 Shanghai
  '440100', // 广州 Guangzhou
  '440300', // 深圳 Shenzhen
];

const TIER_2_ADCODES = [
  '510100', // 成都 Chengdu
  '330100', // 杭州 Hangzhou
  '500000', // 重庆 Chongqing
  '420100', // 武汉 Wuhan
  '610100', // 西安 Xi'an
  '320500', // 苏州 Suzhou
  '120000', // 天津 Tianjin
  '320100', // 南京 Nanjing
  '430100', // 长沙 Changsha
  '410100', // 郑州 Zhengzhou
  '441900', // 东莞 Dongguan
  '370200', // 青岛 Qingdao
  '210100', // 沈阳 Shenyang
  '330200', // 宁波 Ningbo
  '530100', // 昆明 Kunming
  '350200', // 厦门 Xiamen
  '210200', // 大连 Dalian
  '340100', // 合肥 Hefei
  '440600', // 佛山 Foshan
  '350100', // 福州 Fuzhou
  '370100', // 济南 Jinan
  '230100', // 哈尔滨 Harbin
  '220100', // 长春 Changchun
  '360100', // 南昌 Nanchang
  '450100', // 南宁 Nanning
  '520100', // 贵阳 Guiyang
  '130100', // 石家庄 Shijiazhuang
  '140100', // 太原 Taiyuan
];

export type CityTier = 1 | 2 | 3;

const TIER_BY_CITY_ID: ReadonlyMap<string, CityTier> = new Map<string, CityTier>([
  ...TIER_1_ADCODES.map((a) => [`156${a}`, 1] as [string, CityTier]),
  ...TIER_2_ADCODES.map((a) => [`156${a}`, 2] as [string, CityTier]),
]);

/** The tier of a city id ('156' + adcode for Chinese cities). */
export function cityTierOf(cityId: string): CityTier {
  return TIER_BY_CITY_ID.get(cityId) ?? 3;
}
