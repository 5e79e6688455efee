import { confirmGuaranteeCall, sendVerifyCodeCall } from '@travel/contracts/hotel/guarantee';
import { notificationListCall } from '@travel/contracts/notification/notification';
import { SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import type { TestClient } from '../../test/test-app';

/** A card the sandbox issuer accepts (Visa test number), valid for years. */
export const goodCard = (cardNumber: string = SANDBOX_CARDS.SUCCEED) => ({ cardNumber, holderName: 'LI NA', expiryMonth: 12, expiryYear: 2035, cvv: '123' });

/** The verify code of the member's newest guarantee notification, as the member reads it. */
export async function latestVerifyCode(me: TestClient): Promise<string> {
  const { list } = await me.ok(notificationListCall, { pageIndex: 1, pageSize: 20, unreadOnly: false });
  const note = list.find((n) => n.kind === 'GUARANTEE_VERIFY_CODE');
  const code = note?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error('no verify code among the notifications');
  return code;
}

/** Sends a code and guarantees the order with the accepted card: confirm_guarantee's answer. */
export async function guaranteeByCard(me: TestClient, orderId: string) {
  await me.ok(sendVerifyCodeCall, { orderId });
  return me.ok(confirmGuaranteeCall, { orderId, verifyCode: await latestVerifyCode(me), card: goodCard() });
}
