/**
 * The port to a mobile network's SMS gateway. Whoever texts a phone (the railway its verification codes) sends
 * through it; the project ships the sandbox (suppliers/sms), whose messages a developer reads instead of a phone.
 */
export interface SmsMessage {
  messageId: string;
  /** the mobile number texted, digits only */
  to: string;
  /** who the message shows as from (12306 for the railway) */
  sender: string;
  text: string;
  sentAt: string;
}

export interface SmsGateway {
  /** Sends one text. Idempotent by `idempotencyKey`: a retry answers the first send and texts nobody twice. */
  send(msg: { to: string; sender: string; text: string; idempotencyKey: string }): Promise<SmsMessage>;
}

/** The sandbox's phone: what was texted, newest first (only a sandbox has this). */
export interface SmsInbox {
  list(q: { to?: string; limit: number }): Promise<SmsMessage[]>;
}
