import type { JobHandlers } from '../../platform/jobs/job-queue';
import { DEADLINE_JOB } from './approval-engine';
import { handleApprovalDeadline } from './approval-deadline';

/** The approval module's jobs by kind; app.ts gathers every module's into the runner. */
export const approvalJobHandlers: JobHandlers = { [DEADLINE_JOB]: handleApprovalDeadline };
