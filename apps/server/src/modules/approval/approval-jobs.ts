import type { JobHandlers } from '../../platform/jobs/job-queue';
import { DEADLINE_JOB } from './approval-engine';
import { approvalDeadlineHandler } from './approval-deadline';
import type { ApprovalOutcomes } from './approval-outcome';

/** The approval module's jobs by kind, wired with the outcome handlers; app.ts gathers every module's into the runner. */
export function approvalJobHandlers(deps: { outcomes: ApprovalOutcomes }): JobHandlers {
  return { [DEADLINE_JOB]: approvalDeadlineHandler(deps.outcomes) };
}
