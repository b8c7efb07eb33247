/**
 * The codes in a GraphQL error's `extensions.code` that the web app acts on: it signs the reader out on
 * SESSION_ENDED (the session expired, was replayed or signed out, or its token is forged: "sign in again") and on
 * SESSION_REPLACED (another sign-in ended it: the one case whose message says so), explains a spent limit in the server's words (QUOTA_EXCEEDED, QUERY_BUDGET_EXHAUSTED) and a throttled
 * sign-in. The gateway's errors are typed by them (gateway/src/shared/errors/gateway-error.ts), so neither side can
 * rename one alone.
 */
export const clientErrorCodes = {
  sessionEnded: 'SESSION_ENDED',
  sessionReplaced: 'SESSION_REPLACED',
  quotaExceeded: 'QUOTA_EXCEEDED',
  queryBudgetExhausted: 'QUERY_BUDGET_EXHAUSTED',
  signInThrottled: 'SIGN_IN_THROTTLED',
} as const;

export type ClientErrorCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];
