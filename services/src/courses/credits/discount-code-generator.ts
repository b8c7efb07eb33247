import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed from a screen. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A shareable code such as RASAD-7KQ3MX. */
export function newDiscountCode(): string {
  return `RASAD-${Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/** What a learner's code gives: friends' first purchase this much cheaper, and the owner credit per use. */
export const discountCodeTerms = { percentOff: 15, referrerCreditRials: 500_000 } as const;
