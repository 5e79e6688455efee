import type { StepUndo } from '../commerce/booking-workflow';
import type { RailSupplier } from './rail-port';

/** The undo of the train's remote booking steps: a hold given back by the key it was taken with (none taken: no-op). */
export function undoRailStep(rail: RailSupplier): StepUndo {
  return async (step) => {
    if (step.name === 'rail.hold') await rail.releaseHold({ idempotencyKey: String(step.undo.idempotencyKey) });
  };
}
