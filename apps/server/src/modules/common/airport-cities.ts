import type { AirportFileRow, CityRow, IntlCityRow } from './reference-files';

/**
 * What airports.csv does not say and the product needs: the city an airport serves (a ref_cities adcode or a
 * ref_intl_cities code), its Chinese city and airport names, and its IATA city code. Derived once, at load time.
 */
export interface AirportCity {
  cityEn: string;
  cityZh: string | null;
  /** ref_cities.adcode (group china) or ref_intl_cities.city_code (group intl). */
  cityRef: string | null;
  cityCode: string;
  nameZh: string | null;
}

/** IATA metropolitan codes that differ from the airport's own code. */
const CITY_CODES: Record<string, string> = {
  PEK: 'BJS', PKX: 'BJS', PVG: 'SHA', TFU: 'CTU', XIY: 'SIA', EWR: 'NYC',
};

/** The source's English city names that differ from the pinyin of cities.csv. */
const CITY_ALIASES: Record<string, string> = {
  harbin: 'haerbin', hohhot: 'huhehaote', urumqi: 'wulumuqi', lhasa: 'lasa', macau: 'macao', changcha: 'changsha',
  ninbo: 'ningbo', xiangfan: 'xiangyang', yinchun: 'yichun', qiqihar: 'qiqihaer', karamay: 'kelamayi',
  turpan: 'tulufan', hotan: 'hetian', aksu: 'akesu', altay: 'aletai', simao: 'puer', meixian: 'meizhou',
  dayong: 'zhangjiajie', hailar: 'hulunbeier', dongsheng: 'eerduosi', jinghonggasa: 'xishuangbanna',
  shangrila: 'diqing', nyingchi: 'linzhi', shigatse: 'rikaze', bayannur: 'bayannaoer', golog: 'guoluo',
  jinchuan: 'jinchang', tumxuk: 'tumushuke', aral: 'alaer', kashgar: 'kashi',
  // international: source spelling -> intl_cities.csv
  milano: 'milan', stpetersburg: 'saintpetersburg', newark: 'newyork',
};

/**
 * Chinese airports serving a county-level town (or a district) rather than a prefecture seat: the town's Chinese
 * name and the prefecture (adcode) it belongs to.
 */
const TOWNS: Record<string, [string, string]> = {
  ACX: ['兴义', '522300'], AHJ: ['红原', '513200'], AXF: ['阿拉善左旗', '152900'], BPL: ['博乐', '652700'],
  BPX: ['昌都', '540300'], CNI: ['长海', '210200'], CWJ: ['沧源', '530900'], DCY: ['稻城', '513300'],
  DNH: ['敦煌', '620900'], DTU: ['五大连池', '231100'], EJN: ['额济纳旗', '152900'], ERL: ['二连浩特', '152500'],
  FYJ: ['抚远', '230800'], FYN: ['富蕴', '654300'], GOQ: ['格尔木', '632800'], GXH: ['夏河', '623000'],
  HJJ: ['芷江', '431200'], HTT: ['花土沟', '632800'], HUO: ['霍林郭勒', '150500'], HYN: ['台州', '331000'],
  HZH: ['黎平', '522600'], IQM: ['且末', '652800'], JGD: ['加格达奇', '232700'], JMJ: ['澜沧', '530800'],
  JSJ: ['建三江', '230800'], JZH: ['九寨沟', '513200'], KCA: ['库车', '652900'], KGT: ['康定', '513300'],
  KJH: ['凯里', '522600'], KJI: ['布尔津', '654300'], KRL: ['库尔勒', '652800'], LHK: ['老河口', '420600'],
  LLB: ['荔波', '522700'], LUM: ['芒市', '533100'], NGQ: ['阿里', '542500'], NLH: ['宁蒗', '530700'],
  NLT: ['新源', '654000'], NZH: ['满洲里', '150700'], NZL: ['扎兰屯', '150700'], OHE: ['漠河', '232700'],
  QSZ: ['莎车', '653100'], RHT: ['阿拉善右旗', '152900'], RUG: ['如皋', '320600'], SXJ: ['鄯善', '650400'],
  TCZ: ['腾冲', '530500'], WUS: ['武夷山', '350700'], WXN: ['万州', '500000'], XEN: ['兴城', '211400'],
  XIC: ['西昌', '513400'], XIL: ['锡林浩特', '152500'], HLH: ['乌兰浩特', '152200'], YIE: ['阿尔山', '152200'],
  YIN: ['伊宁', '654000'], YIW: ['义乌', '330700'], YNJ: ['延吉', '222400'], YUA: ['元谋', '532300'],
  AEQ: ['阿鲁科尔沁旗', '150400'], DDR: ['定日', '540200'], GHN: ['广汉', '510600'], GZG: ['甘孜', '513300'],
  HQL: ['塔什库尔干', '653100'], JBK: ['奇台', '652300'], LIA: ['梁平', '500000'], LZG: ['阆中', '511300'],
  PNJ: ['蓬莱', '370600'], RQA: ['若羌', '652800'], YLN: ['依兰', '230100'], YTW: ['于田', '653200'],
  ZFL: ['昭苏', '654000'], CQW: ['武隆', '500000'], DZU: ['大足', '500000'], WSK: ['巫山', '500000'],
  JIQ: ['黔江', '500000'], HBQ: ['祁连', '632200'], LGZ: ['隆子', '540500'], WZQ: ['乌拉特中旗', '150800'],
  HXD: ['德令哈', '632800'], DIG: ['香格里拉', '533400'], HLD: ['海拉尔', '150700'],
};

/** English city names of the source that are misspelt or out of date. */
const CITY_EN: Record<string, string> = {
  CSX: 'Changsha', NGB: 'Ningbo', SIA: "Xi'an", HIA: "Huai'an", LDS: 'Yichun', XFN: 'Xiangyang', DYG: 'Zhangjiajie',
  SYM: "Pu'er", MXZ: 'Meizhou', WXN: 'Wanzhou', LUM: 'Mangshi', JHG: 'Xishuangbanna', JGD: 'Jiagedaqi', OHE: 'Mohe',
  GXH: 'Xiahe', HTT: 'Huatugou', HXD: 'Delingha', DSN: 'Ordos', LHK: 'Laohekou', JGS: "Ji'an", NGQ: 'Ngari',
  BPX: 'Qamdo', CQW: 'Wulong', DZU: 'Dazu', WSK: 'Wushan', JIQ: 'Qianjiang', HBQ: 'Qilian', LGZ: 'Lhunze',
  DDR: 'Dingri', WZQ: 'Urad Middle Banner', SHS: 'Jingzhou', HYN: 'Taizhou', JMJ: 'Lancang', AHJ: 'Hongyuan',
};

/** Chinese names of the busier airports (the source has English names only). */
const AIRPORT_NAMES_ZH: Record<string, string> = {
  PEK: '北京首都国际机场', PKX: '北京大兴国际机场', PVG: '上海浦东国际机场', SHA: '上海虹桥国际机场',
  HKG: '香港国际机场', MFM: '澳门国际机场', CAN: '广州白云国际机场', CTU: '成都双流国际机场',
  TFU: '成都天府国际机场', XIY: '西安咸阳国际机场', KMG: '昆明长水国际机场', CKG: '重庆江北国际机场',
  HGH: '杭州萧山国际机场', SZX: '深圳宝安国际机场', XMN: '厦门高崎国际机场', CSX: '长沙黄花国际机场',
  TAO: '青岛胶东国际机场', WUH: '武汉天河国际机场', CGO: '郑州新郑国际机场', NKG: '南京禄口国际机场',
  URC: '乌鲁木齐地窝堡国际机场', TSN: '天津滨海国际机场', DLC: '大连周水子国际机场', KWE: '贵阳龙洞堡国际机场',
  SHE: '沈阳桃仙国际机场', TNA: '济南遥墙国际机场', HRB: '哈尔滨太平国际机场', NNG: '南宁吴圩国际机场',
  SYX: '三亚凤凰国际机场', HAK: '海口美兰国际机场', FOC: '福州长乐国际机场', TYN: '太原武宿国际机场',
  KWL: '桂林两江国际机场', HET: '呼和浩特白塔国际机场', KHN: '南昌昌北国际机场', LHW: '兰州中川国际机场',
  NGB: '宁波栎社国际机场', SJW: '石家庄正定国际机场', WNZ: '温州龙湾国际机场', HFE: '合肥新桥国际机场',
  CGQ: '长春龙嘉国际机场', INC: '银川河东国际机场', LJG: '丽江三义国际机场', ZUH: '珠海金湾机场',
  YNT: '烟台蓬莱国际机场', XNN: '西宁曹家堡国际机场', WUX: '苏南硕放国际机场', JJN: '泉州晋江国际机场',
  LXA: '拉萨贡嘎国际机场', SWA: '揭阳潮汕国际机场', NTG: '南通兴东国际机场', CZX: '常州奔牛国际机场',
  YTY: '扬州泰州国际机场', BAV: '包头东河机场', DNH: '敦煌莫高国际机场', JHG: '西双版纳嘎洒国际机场',
  ATL: '亚特兰大哈兹菲尔德-杰克逊国际机场', ORD: '芝加哥奥黑尔国际机场', LHR: '伦敦希思罗机场',
  CDG: '巴黎夏尔·戴高乐机场', LAX: '洛杉矶国际机场', FRA: '法兰克福机场', DFW: '达拉斯-沃斯堡国际机场',
  JFK: '纽约肯尼迪国际机场', AMS: '阿姆斯特丹史基浦机场', SIN: '新加坡樟宜机场', BCN: '巴塞罗那机场',
  ICN: '首尔仁川国际机场', DEN: '丹佛国际机场', MIA: '迈阿密国际机场', MUC: '慕尼黑机场', IST: '伊斯坦布尔机场',
  DXB: '迪拜国际机场', LGW: '伦敦盖特威克机场', FCO: '罗马菲乌米奇诺机场', MAD: '马德里巴拉哈斯机场',
  BKK: '曼谷素万那普机场', DME: '莫斯科多莫杰多沃机场', SVO: '莫斯科谢列梅捷沃国际机场', YYZ: '多伦多皮尔逊国际机场',
  BRU: '布鲁塞尔机场', MAN: '曼彻斯特机场', VIE: '维也纳国际机场', NRT: '东京成田国际机场', HND: '东京羽田机场',
  KIX: '大阪关西国际机场', TPE: '台湾桃园国际机场', DEL: '德里英迪拉·甘地国际机场', KUL: '吉隆坡国际机场',
  SFO: '旧金山国际机场', SEA: '西雅图-塔科马国际机场', ZRH: '苏黎世机场', CPH: '哥本哈根凯斯楚普机场',
  ARN: '斯德哥尔摩阿兰达机场', HEL: '赫尔辛基万塔机场', DOH: '多哈哈马德国际机场', AUH: '阿布扎比国际机场',
  SYD: '悉尼金斯福德·史密斯国际机场', MEL: '墨尔本机场', AKL: '奥克兰机场', MNL: '马尼拉尼诺伊·阿基诺国际机场',
  CGK: '雅加达苏加诺-哈达国际机场', SGN: '胡志明市新山一国际机场', BOM: '孟买贾特拉帕蒂·希瓦吉国际机场',
  EWR: '纽瓦克自由国际机场', IAD: '华盛顿杜勒斯国际机场', BER: '柏林勃兰登堡机场', GVA: '日内瓦机场',
  MXP: '米兰马尔彭萨机场', YVR: '温哥华国际机场', CAI: '开罗国际机场', JNB: '约翰内斯堡奥利弗·坦博国际机场',
  LED: '圣彼得堡普尔科沃机场', HAM: '汉堡机场', DUB: '都柏林机场', LIS: '里斯本机场', ATH: '雅典国际机场',
  PRG: '布拉格瓦茨拉夫·哈维尔机场', WAW: '华沙肖邦机场', BUD: '布达佩斯李斯特·费伦茨国际机场', OSL: '奥斯陆机场',
  BOS: '波士顿洛根国际机场', IAH: '休斯顿乔治·布什洲际机场', YUL: '蒙特利尔特鲁多国际机场', MEX: '墨西哥城国际机场',
  GRU: '圣保罗瓜鲁柳斯国际机场', NBO: '内罗毕乔莫·肯雅塔国际机场', TLV: '特拉维夫本-古里安国际机场',
  RUH: '利雅得哈立德国王国际机场', BLR: '班加罗尔国际机场', CMB: '科伦坡班达拉奈克国际机场', PER: '珀斯机场',
};

/** Lower case, letters only, no bracketed part and no trailing "city"/"district"/"county". */
export function normaliseCityName(name: string): string {
  return name
    .replace(/\(.*?\)/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/(city|district|county)$/, '');
}

/** Kilometres between two points (equirectangular: exact enough for "which city is this airport near"). */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return 6371 * Math.hypot(x, y);
}

function nearest<T extends { lat: number; lon: number }>(items: T[], lat: number, lon: number): [T, number] | null {
  let best: [T, number] | null = null;
  for (const item of items) {
    const d = distanceKm(lat, lon, item.lat, item.lon);
    if (!best || d < best[1]) best = [item, d];
  }
  return best;
}

/** An English city name matched by name within this distance is the same city. */
const NAME_MATCH_KM = 150;
/** Without a name match, a prefecture seat this close is the airport's city. */
const NEAR_MATCH_KM = 60;

export function resolveAirportCities(
  airports: AirportFileRow[],
  cities: CityRow[],
  intlCities: IntlCityRow[],
): Map<string, AirportCity> {
  const citiesByName = new Map<string, CityRow[]>();
  for (const c of cities) {
    const key = normaliseCityName(c.nameEn);
    const list = citiesByName.get(key);
    if (list) list.push(c);
    else citiesByName.set(key, [c]);
  }
  const cityByAdcode = new Map(cities.map((c) => [c.adcode, c]));
  const intlByName = new Map(intlCities.map((c) => [`${c.countryIso2}:${normaliseCityName(c.nameEn)}`, c]));

  const out = new Map<string, AirportCity>();
  for (const a of airports) {
    const sourceCity = a.city.replace(/\\/g, '').trim();
    const key = normaliseCityName(sourceCity);
    const cityEn = CITY_EN[a.iata] ?? sourceCity;
    const lookupKey = CITY_ALIASES[key] ?? key;
    const cityCode = CITY_CODES[a.iata] ?? a.iata;
    const nameZh = AIRPORT_NAMES_ZH[a.iata] ?? null;
    if (a.group === 'china') {
      const town = TOWNS[a.iata];
      if (town) {
        out.set(a.iata, { cityEn, cityZh: town[0], cityRef: cityByAdcode.has(town[1]) ? town[1] : null, cityCode, nameZh });
        continue;
      }
      const byName = nearest(citiesByName.get(lookupKey) ?? [], a.lat, a.lon);
      const near = nearest(cities, a.lat, a.lon);
      const match = byName && byName[1] <= NAME_MATCH_KM ? byName[0] : near && near[1] <= NEAR_MATCH_KM ? near[0] : null;
      out.set(a.iata, { cityEn, cityZh: match?.shortName ?? null, cityRef: match?.adcode ?? null, cityCode, nameZh });
    } else {
      const intl = intlByName.get(`${a.countryIso2}:${lookupKey}`);
      out.set(a.iata, {
        cityEn: intl?.nameEn ?? cityEn,
        cityZh: intl?.name ?? null,
        cityRef: intl?.cityCode ?? null,
        cityCode: intl?.cityCode ?? cityCode,
        nameZh,
      });
    }
  }
  return out;
}
