/** How a message reaches a user name: SMS to a mobile number, e-mail to an address. */
export const messageChannels = ['sms', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];
