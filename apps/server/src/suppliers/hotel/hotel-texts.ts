import type { LocalText } from '../../modules/hotel/hotel-port';
import type { Random } from '../rail/random';
import type { HotelMeta } from './hotel-meta';
import { FACILITY } from './hotel-traits';

const STAR_ZH: Record<number, string> = { 2: '经济型', 3: '舒适型', 4: '高档型', 5: '豪华型' };
const STAR_EN: Record<number, string> = { 2: 'budget', 3: 'comfortable', 4: 'upscale', 5: 'luxury' };

/** A few sentences about the hotel from its facts (opening, renovation, location, rooms, facilities). */
export function introduction(meta: HotelMeta): LocalText {
  const s = meta.summary;
  const near = meta.anchor.name;
  const has = (code: number) => s.facilityCodes.includes(code);
  const extrasZh = [has(FACILITY.POOL) && '室内泳池', has(FACILITY.GYM) && '健身房', has(FACILITY.MEETING) && '会议室', has(FACILITY.RESTAURANT) && '餐厅'].filter(Boolean);
  const extrasEn = [has(FACILITY.POOL) && 'an indoor pool', has(FACILITY.GYM) && 'a gym', has(FACILITY.MEETING) && 'meeting rooms', has(FACILITY.RESTAURANT) && 'a restaurant'].filter(Boolean);
  const renovated = s.decorateYear ? { zh: `,${s.decorateYear}年重新装修`, en: `, renovated in ${s.decorateYear}` } : { zh: '', en: '' };
  return {
    zh: `${s.name.zh}是一家${STAR_ZH[s.star]}酒店,开业于${s.openYear}年${renovated.zh}。酒店位于${near.zh}附近,交通便利,共有客房${meta.guestRoomNum}间。${extrasZh.length ? `酒店设有${extrasZh.join('、')},` : ''}欢迎商务及休闲旅客入住。`,
    en: `${s.name.en} is a ${STAR_EN[s.star]} hotel opened in ${s.openYear}${renovated.en}. It lies near ${near.en}, with easy transport links, and has ${meta.guestRoomNum} rooms.${extrasEn.length ? ` Guests enjoy ${extrasEn.join(', ')}.` : ''} Business and leisure travellers are welcome.`,
  };
}

export function childPolicy(star: number): LocalText {
  return star >= 4
    ? { zh: '酒店允许携带儿童入住;6岁以下儿童使用现有床铺免费,加床需另付费。', en: 'Children are welcome; children under 6 stay free in existing beds, extra beds are charged.' }
    : { zh: '酒店允许携带儿童入住,不提供加床。', en: 'Children are welcome; no extra beds are available.' };
}

export function petPolicy(petsAllowed: boolean): LocalText {
  return petsAllowed
    ? { zh: '允许携带宠物入住,需提前告知酒店,可能收取额外费用。', en: 'Pets are allowed on request; charges may apply.' }
    : { zh: '不可携带宠物。', en: 'Pets are not allowed.' };
}

const MEALS: readonly LocalText[] = [
  { zh: '自助早餐', en: 'Buffet breakfast' },
  { zh: '中式早餐', en: 'Chinese breakfast' },
  { zh: '西式早餐', en: 'Western breakfast' },
  { zh: '中西式自助早餐', en: 'Chinese and Western buffet breakfast' },
];

export function mealStyle(rng: Random): LocalText {
  return MEALS[rng.int(0, MEALS.length - 1)]!;
}

export function frontDeskHours(star: number): { weekday: LocalText; weekend: LocalText; remark: LocalText | null } {
  const allDay = { zh: '前台24小时服务', en: 'Front desk open 24 hours' };
  if (star >= 3) return { weekday: allDay, weekend: allDay, remark: null };
  return {
    weekday: { zh: '前台服务时间 06:00-24:00', en: 'Front desk 06:00-24:00' },
    weekend: { zh: '前台服务时间 07:00-24:00', en: 'Front desk 07:00-24:00' },
    remark: { zh: '深夜到店请提前联系酒店', en: 'Please call the hotel ahead for late arrivals' },
  };
}

export const SPECIAL_REQUESTS: readonly LocalText[] = [
  { zh: '入住需出示有效身份证件。', en: 'A valid ID is required at check-in.' },
  { zh: '入住时需支付押金,退房时退还。', en: 'A deposit is taken at check-in and refunded at check-out.' },
  { zh: '酒店全面禁烟。', en: 'The hotel is entirely non-smoking.' },
];
