import type { LineInput } from './network-input';

/**
 * How big a station is, for stopping patterns, dwell times and how many trains start there:
 * 3 hub: the main station of a big city (or its junction/terminal); 2 major: a junction of lines or a line's end;
 * 1 the main station of a prefecture city (named after it, perhaps with a direction); 0 other.
 */
export type Tier = 0 | 1 | 2 | 3;

/** Municipalities, provincial capitals and the biggest other cities. */
const HUB_CITIES = new Set([
  '北京', '上海', '天津', '重庆', '广州', '深圳', '南京', '杭州', '武汉', '长沙', '郑州', '西安', '成都', '济南',
  '石家庄', '太原', '合肥', '南昌', '福州', '沈阳', '长春', '哈尔滨', '呼和浩特', '兰州', '西宁', '银川', '乌鲁木齐',
  '拉萨', '昆明', '贵阳', '南宁', '苏州', '青岛', '厦门', '徐州', '无锡', '宁波', '大连', '香港', '包头',
]);

const DIRECTIONS = new Set(['', '东', '西', '南', '北']);

function isCityStation(name: string, city: string): boolean {
  return name.startsWith(city) && DIRECTIONS.has(name.slice(city.length));
}

export function stationTiers(lines: readonly LineInput[]): Map<string, Tier> {
  const lineCount = new Map<string, number>();
  const endpoints = new Set<string>();
  for (const line of lines) {
    for (const s of line.stations) lineCount.set(s.telecode, (lineCount.get(s.telecode) ?? 0) + 1);
    endpoints.add(line.stations[0]!.telecode);
    endpoints.add(line.stations[line.stations.length - 1]!.telecode);
  }
  const tiers = new Map<string, Tier>();
  for (const line of lines) {
    for (const s of line.stations) {
      const junction = (lineCount.get(s.telecode) ?? 0) >= 2 || endpoints.has(s.telecode);
      const cityStation = isCityStation(s.name, s.city);
      let tier: Tier = 0;
      if (HUB_CITIES.has(s.city) && (cityStation || junction)) tier = 3;
      else if (junction) tier = 2;
      else if (cityStation) tier = 1;
      tiers.set(s.telecode, tier);
    }
  }
  return tiers;
}
