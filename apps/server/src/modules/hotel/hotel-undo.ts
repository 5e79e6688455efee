import type { StepUndo } from '../commerce/booking-workflow';
import type { HotelSupplier } from './hotel-port';

/** The undo of the hotel's remote booking steps: a room hold given back by the key it was taken with. */
export function undoHotelStep(hotels: HotelSupplier): StepUndo {
  return async (step) => {
    if (step.name === 'hotel.hold') await hotels.releaseHold({ idempotencyKey: String(step.undo.idempotencyKey) });
  };
}
