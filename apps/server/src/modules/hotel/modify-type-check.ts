import type { z } from 'zod';
import type { modifyTypeCheckCall } from '@travel/contracts/hotel/modify';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import type { MemberScope } from './browse-record';
import { hotelToday, modifyTypeList } from './modify-state';
import { findOrder } from './order-moves';

type Input = z.output<(typeof modifyTypeCheckCall)['input']>;

/** modify/type/check: which modifications the order allows now, each with its reason when not (another's order is not found). */
export async function checkModifyTypes(db: Db, scope: MemberScope, input: Input, locale: Locale, now: Date) {
  const o = await findOrder(db, scope, input.orderId);
  return { orderId: o.id, modifyTypeList: modifyTypeList(o, await hotelToday(db, o, now), locale, input.modifySubtype) };
}
