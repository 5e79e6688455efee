import type { Room } from '@travel/contracts/hotel/detail';
import type { Locale } from '@travel/contracts/platform/locales';
import { textIn } from './hotel-card';
import type { RoomType } from './hotel-port';

/** A room type as the detail and the rate-plan list show it, in the reader's language. */
export function toRoom(room: RoomType, locale: Locale): Room {
  return {
    roomTypeId: room.roomTypeId,
    roomTypeName: textIn(locale, room.name),
    area: room.area,
    floor: room.floor,
    bedType: room.bedType,
    bedTypeName: textIn(locale, room.bedDescription),
    smoking: room.smoking,
    window: room.window,
    internet: room.internet,
    maxGuests: room.maxGuests,
    addBed: room.addBed,
    facilityCodes: room.facilityCodes,
    pictures: room.pictureUrls,
  };
}
