/** The authentication dialog's modes (product-spec §2); signUp is the initial one. */
export type AuthDialogMode = 'signUp' | 'signIn' | 'otp' | 'confirm' | 'forgot' | 'newPassword' | 'sessions';

/** What a code in the confirm mode is for. */
export type CodePurpose = 'signUp' | 'signIn' | 'resetPassword';

export interface SessionChoice {
  id: string;
  device: string;
  browser: string;
  ipAddress: string;
  lastActiveAt: string;
}
