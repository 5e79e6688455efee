/** The train order's job kinds and dedupe keys (the booking, the lifecycle and the after-sale name the same jobs). */
export const ISSUE_JOB = 'train.issue';
export const CONFIRM_TIMEOUT_JOB = 'train.confirm.timeout';
export const RELEASE_JOB = 'train.release';
export const releaseKey = (orderId: string) => `train-release:${orderId}`;
/** An order waiting for its booking approval past this job's time is cancelled, its seats back on sale. */
export const APPROVAL_TIMEOUT_JOB = 'train.approval.timeout';
export const approvalTimeoutKey = (orderId: string) => `train-approval-timeout:${orderId}`;
/** The queue of purchases waiting for the railway (presale, night orders): one job per moment it opens, bought in booking order. */
export const PURCHASE_JOB = 'train.purchase';
export const purchaseJobKey = (at: Date) => `train-purchase:${at.toISOString()}`;
/** The rush engine (grabs and waitlists): one pending run serves every waiting rush; queued whenever seats go back to sale. */
export const RUSH_JOB = 'train.rush';
export const RUSH_JOB_KEY = 'train-rush';
/** A rush order's deadline: keyed by the limit too, so a moved limit queues its own job. */
export const RUSH_DEADLINE_JOB = 'train.rush.deadline';
export const rushDeadlineKey = (orderId: string, limit: Date) => `train-rush-deadline:${orderId}:${limit.toISOString()}`;
/** Gives back the seats a rush took at the railway for an order that ended meanwhile (cancelled or past its deadline). */
export const RUSH_UNDO_JOB = 'train.rush.undo';
