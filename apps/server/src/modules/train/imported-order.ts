import { TrainError } from '@travel/contracts/train/errors';
import { PURCHASE_KINDS } from '@travel/contracts/train/statuses';
import { AppError } from '../../platform/errors';

/** Bought at the railway and imported (purchase kinds 4 and 5): we did not sell these tickets. */
export const isImportedKind = (kind: number): boolean => kind === PURCHASE_KINDS.IMPORTED || kind === PURCHASE_KINDS.USER_IMPORTED;

/** Refunds and changes of imported tickets are the railway's (its counters, its app), as at every agency: not ours. */
export function assertNotImported(order: { purchaseType: number }): void {
  if (isImportedKind(order.purchaseType)) throw new AppError(TrainError.IMPORTED_AFTER_SALE);
}
