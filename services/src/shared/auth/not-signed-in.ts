/** The refusal of a call that needs a signed-in caller (none, or one whose account is gone). */
export const notSignedIn = {
  status: 401,
  code: 'UNAUTHENTICATED',
  messageKey: 'auth.unauthenticated',
} as const;
