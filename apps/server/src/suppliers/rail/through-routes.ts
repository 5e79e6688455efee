import type { TrainClass } from '../../modules/train/rail-port';
import type { Pattern } from './service-plan';

/** Trains of one class and stopping pattern on a through route, `perDirection` each way. */
export interface ThroughService {
  trainClass: TrainClass;
  pattern: Pattern;
  perDirection: number;
  /** bit 0 Monday .. bit 6 Sunday; daily when left out */
  runDays?: number;
}

/**
 * A train service running from one line onto others at their junctions, as one train: `lines` (reference names) in
 * running order, from the station `from` to `to`. `key` names its random stream and its block of train numbers, so
 * adding a route changes no other train.
 */
export interface ThroughRoute {
  key: string;
  lines: readonly string[];
  from: string;
  to: string;
  services: readonly ThroughService[];
}

const JINGHU_HSR = '京沪高速铁路';
const JINGGUANG_HSR = '京广深港高速铁路';
const XULAN_HSR = '徐兰高速铁路（徐州—西安段）';
const XICHENG_HSR = '西成高速铁路';

/**
 * The through routes of the sandbox, after real ones where the lines allow (the data has no Shanghai–Wuhan–Chongqing
 * line, so Shanghai–Chengdu runs by Xuzhou and Xi'an; Shanghai–Chengdu K trains really do take Longhai and Baocheng).
 * Order matters only for numbering: blocks follow the lines' own.
 */
export const THROUGH_ROUTES: readonly ThroughRoute[] = [
  {
    key: 'beijing-hangzhou',
    lines: [JINGHU_HSR, '宁杭高速铁路'],
    from: '北京南',
    to: '杭州东',
    services: [
      { trainClass: 'G', pattern: 'direct', perDirection: 1 },
      { trainClass: 'G', pattern: 'express', perDirection: 4 },
    ],
  },
  {
    key: 'beijing-xian',
    lines: [JINGGUANG_HSR, XULAN_HSR],
    from: '北京西',
    to: '西安北',
    services: [
      { trainClass: 'G', pattern: 'direct', perDirection: 1 },
      { trainClass: 'G', pattern: 'express', perDirection: 3 },
    ],
  },
  { key: 'beijing-chengdu', lines: [JINGGUANG_HSR, XULAN_HSR, XICHENG_HSR], from: '北京西', to: '成都东', services: [{ trainClass: 'G', pattern: 'express', perDirection: 2 }] },
  { key: 'beijing-taiyuan', lines: [JINGGUANG_HSR, '石太客运专线'], from: '北京西', to: '太原东', services: [{ trainClass: 'G', pattern: 'express', perDirection: 3 }] },
  { key: 'shanghai-xian', lines: [JINGHU_HSR, XULAN_HSR], from: '上海虹桥', to: '西安北', services: [{ trainClass: 'G', pattern: 'express', perDirection: 2 }] },
  {
    key: 'shanghai-chengdu',
    lines: [JINGHU_HSR, XULAN_HSR, XICHENG_HSR],
    from: '上海虹桥',
    to: '成都东',
    services: [{ trainClass: 'G', pattern: 'express', perDirection: 2 }],
  },
  { key: 'xian-chongqing', lines: [XICHENG_HSR, '成渝高速铁路'], from: '西安北', to: '重庆北', services: [{ trainClass: 'G', pattern: 'express', perDirection: 2 }] },
  { key: 'taiyuan-jinan', lines: ['石太客运专线', '石济客运专线'], from: '太原东', to: '济南西', services: [{ trainClass: 'D', pattern: 'express', perDirection: 2 }] },
  { key: 'guangzhou-xiamen', lines: [JINGGUANG_HSR, '厦深铁路'], from: '广州南', to: '厦门北', services: [{ trainClass: 'D', pattern: 'express', perDirection: 3 }] },
  { key: 'jinan-rongcheng', lines: ['胶济客运专线', '青荣城际铁路'], from: '济南', to: '荣成', services: [{ trainClass: 'D', pattern: 'semi', perDirection: 2 }] },
  {
    key: 'shanghai-chengdu-conventional',
    lines: ['京沪铁路', '陇海铁路', '宝成—成渝铁路'],
    from: '上海',
    to: '成都',
    services: [{ trainClass: 'K', pattern: 'express', perDirection: 2 }],
  },
  { key: 'shanghai-urumqi', lines: ['京沪铁路', '陇海铁路', '兰新铁路（含北疆线）'], from: '上海', to: '乌鲁木齐', services: [{ trainClass: 'Z', pattern: 'direct', perDirection: 1 }] },
  { key: 'beijing-lhasa', lines: ['京广铁路', '陇海铁路', '兰青—青藏铁路'], from: '北京', to: '拉萨', services: [{ trainClass: 'Z', pattern: 'direct', perDirection: 1 }] },
  { key: 'beijing-xian-conventional', lines: ['京广铁路', '陇海铁路'], from: '北京', to: '西安', services: [{ trainClass: 'T', pattern: 'express', perDirection: 1 }] },
  { key: 'beijing-manzhouli', lines: ['京哈铁路', '滨洲铁路'], from: '北京', to: '满洲里', services: [{ trainClass: 'K', pattern: 'express', perDirection: 1 }] },
];
