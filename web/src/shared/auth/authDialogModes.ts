/** The authentication dialog's modes (product-spec §2); signUp is the initial one. */
export type AuthDialogMode = 'signUp' | 'signIn' | 'otp' | 'confirm' | 'forgot' | 'newPassword' | 'sessions';

export interface SessionChoice {
  id: string;
  device: string;
  browser: string;
  ipAddress: string;
  lastActiveAt: string;
}
