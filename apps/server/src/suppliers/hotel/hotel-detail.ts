import type { HotelDetail, PayWay, PictureGroup } from '../../modules/hotel/hotel-port';
import { createRandom } from '../rail/random';
import type { HotelRates } from './hotel-catalog';
import { FACILITY } from './hotel-traits';
import { childPolicy, frontDeskHours, introduction, mealStyle, petPolicy, SPECIAL_REQUESTS } from './hotel-texts';
import { priceFromCny } from './money';

/** Area codes of the biggest cities; elsewhere a made-up 3-digit code from the seed. */
const AREA_CODE: Record<string, string> = {
  '110000': '010', '310000': '021', '440100': '020', '440300': '0755', '120000': '022', '500000': '023', '510100': '028',
  '420100': '027', '610100': '029', '320100': '025', '330100': '0571', '320500': '0512',
};

function phones(rates: HotelRates, rng: ReturnType<typeof createRandom>): string[] {
  const { city } = rates.meta;
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  if (city.intl) return [`+${city.phoneCode} ${rng.int(1, 9)}${digits(2)} ${digits(4)}`];
  const area = AREA_CODE[city.key] ?? `0${rng.int(3, 9)}${digits(2)}`;
  const main = `${area}-${rng.int(5, 8)}${digits(7)}`;
  return rng.chance(0.4) ? [main, `1${rng.int(3, 9)}${digits(9)}`] : [main];
}

export const pictureUrl = (hotelId: string, file: string) => `/sandbox/hotel/pictures/${hotelId}/${file}.svg`;

function pictures(rates: HotelRates, rng: ReturnType<typeof createRandom>): PictureGroup[] {
  const { hotelId, facilityCodes } = rates.meta.summary;
  const group = (type: string, prefix: string, n: number): PictureGroup => ({
    type,
    pictureUrlList: Array.from({ length: n }, (_, i) => ({ url: pictureUrl(hotelId, `${prefix}-${i + 1}`), bigUrl: pictureUrl(hotelId, `${prefix}-${i + 1}-big`) })),
  });
  const rooms: PictureGroup = {
    type: 'ROOM',
    pictureUrlList: rates.rooms.flatMap((r) => r.room.pictureUrls.map((url) => ({ url, bigUrl: url.replace(/\.svg$/, '-big.svg') }))),
  };
  return [
    group('HOTEL_COVER', 'cover', 1 + rng.int(0, 2)),
    rooms,
    group('LOBBY', 'lobby', rng.int(1, 3)),
    ...(facilityCodes.includes(FACILITY.RESTAURANT) ? [group('RESTAURANT', 'restaurant', rng.int(1, 2))] : []),
    group('FACILITY', 'facility', rng.int(1, 3)),
    group('EXTERIOR', 'exterior', rng.int(1, 2)),
  ];
}

/** The detail page of a hotel: its summary and everything the detail shows, deterministic for the seed. */
export function hotelDetail(seed: string, rates: HotelRates): HotelDetail {
  const { meta } = rates;
  const s = meta.summary;
  const rng = createRandom(`${seed}/detail/${s.hotelId}`);
  const checkinEarliest = s.star >= 4 ? '14:00' : rng.chance(0.5) ? '12:00' : '14:00';
  const payWays = [...new Set(rates.plans.map((p) => p.payWay))].sort((a, b) => a - b) as PayWay[];
  return {
    ...s,
    phones: phones(rates, rng),
    introduction: introduction(meta),
    guestRoomNum: meta.guestRoomNum,
    pictures: pictures(rates, rng),
    checkinPolicy: { checkinEarliest, checkinLatest: '23:59', checkoutEarliest: '06:00', checkoutLatest: s.star >= 4 ? '12:00' : rng.chance(0.5) ? '12:00' : '13:00' },
    childPolicy: childPolicy(s.star),
    petPolicy: petPolicy(s.facilityCodes.includes(FACILITY.PETS)),
    mealPolicy: {
      mealStyle: mealStyle(rng),
      mealPrice: s.star >= 3 ? priceFromCny(meta.city, [0, 0, 0, 3800, 9800, 19800][s.star]! * (0.8 + rng.next() * 0.4)).price : null,
    },
    businessTimePolicy: frontDeskHours(s.star),
    specialRequest: rng.chance(0.6) ? SPECIAL_REQUESTS[rng.int(0, SPECIAL_REQUESTS.length - 1)]! : null,
    payWays,
    rooms: rates.rooms.map((r) => r.room),
  };
}
