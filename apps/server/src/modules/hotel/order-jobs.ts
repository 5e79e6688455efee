/** The hotel order's job kinds and dedupe keys (booking, payment hooks and cancel name the same jobs). */
export const CONFIRM_JOB = 'hotel.order.confirm';
export const confirmKey = (orderId: string) => `hotel-confirm:${orderId}`;
/** The supplier's side of a closed order: its reservation cancelled (a hold released), rooms back on sale. */
export const SUPPLIER_CANCEL_JOB = 'hotel.order.supplier_cancel';
export const supplierCancelKey = (orderId: string) => `hotel-supplier-cancel:${orderId}`;
/** The stay: the hotel asked at its check-in and check-out times (and at its no-show time while a guest is awaited). */
export const STAY_JOB = 'hotel.order.stay';
export const stayKey = (orderId: string, at: Date) => `hotel-stay:${orderId}:${at.toISOString()}`;
/** A stay waiting for its card guarantee is cancelled at its deadline (rooms back on sale). */
export const GUARANTEE_TIMEOUT_JOB = 'hotel.order.guarantee_timeout';
export const guaranteeTimeoutKey = (orderId: string) => `hotel-guarantee-timeout:${orderId}`;
/** An extension whose payment lapsed (or whose order ended first): its nights given back at the hotel. */
export const EXTENSION_RELEASE_JOB = 'hotel.order.extension_release';
export const extensionReleaseKey = (extensionId: string) => `hotel-extension-release:${extensionId}`;
/** A stay still waiting for its booking approval at its deadline is cancelled (rooms back on sale). */
export const APPROVAL_TIMEOUT_JOB = 'hotel.order.approval_timeout';
export const approvalTimeoutKey = (orderId: string) => `hotel-approval-timeout:${orderId}`;
