import type { CallOutput } from '@travel/contracts/platform/define-call';
import type { purchaseChannelQueryCall } from '@travel/contracts/train/order-extras';
import type { Db } from '../../platform/db/database';
import { railAccountLinkState } from '../rail-account/rail-account-service';

type Scope = { enterpriseId: string; memberId: string };

/**
 * train/purchase_channel/query: the agency's channel (GTGJ) always sells; the member's own railway account (12306) only
 * while it is bound and its session is live, and it is then the default (tickets land in the traveller's account).
 */
export async function purchaseChannels(db: Db, scope: Scope, now: Date): Promise<CallOutput<typeof purchaseChannelQueryCall>> {
  const { linked, live } = await railAccountLinkState(db, scope, now);
  return {
    defaultChannel: live ? '12306' : 'GTGJ',
    channelList: [
      { channel: '12306', available: live, reason: live ? null : linked ? 'NOT_LOGGED_IN' : 'NO_ACCOUNT' },
      { channel: 'GTGJ', available: true, reason: null },
    ],
  };
}
