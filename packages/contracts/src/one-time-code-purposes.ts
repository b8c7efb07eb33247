/** What a one-time code is sent for: the accounts service sends it, the sign-in dialog asks for it. */
export const codePurposes = ['signUp', 'signIn', 'resetPassword'] as const;
export type CodePurpose = (typeof codePurposes)[number];
