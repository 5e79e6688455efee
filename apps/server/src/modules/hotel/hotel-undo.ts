import type { StepUndo } from '../commerce/booking-workflow';
import type { HotelSupplier } from './hotel-port';

/** An extension's step: the new nights taken on the reservation. */
export const EXTEND_STEP = 'hotel.extend';

/** The undo of the hotel's remote steps: a room hold, or an extension's nights, given back by the key they were taken with. */
export function undoHotelStep(hotels: HotelSupplier): StepUndo {
  return async (step) => {
    if (step.name === 'hotel.hold') await hotels.releaseHold({ idempotencyKey: String(step.undo.idempotencyKey) });
    if (step.name === EXTEND_STEP) await hotels.releaseExtension({ idempotencyKey: String(step.undo.idempotencyKey) });
  };
}
