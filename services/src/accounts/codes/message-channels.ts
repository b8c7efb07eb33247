/** How a message reaches a user name: SMS to a mobile number, e-mail to an address. */
export const messageChannels = ['sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** One message to one recipient on one channel. */
export interface OutgoingMessage {
  channel: MessageChannel;
  recipient: string;
  body: string;
}
