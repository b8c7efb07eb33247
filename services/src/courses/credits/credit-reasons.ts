/** Why a learner's credit balance changed: the values the credit ledger's `reason` column may hold. */
export const creditReasons = ['WELCOME', 'REFERRAL', 'PURCHASE', 'REFUND', 'SUPPORT'] as const;
export type CreditReason = (typeof creditReasons)[number];
