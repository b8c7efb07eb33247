import { test } from '@playwright/test';

const ordinals = ['', 'دوم', 'سوم', 'چهارم'];

/**
 * A text a test writes to its platform, as given on the first attempt and marked on a retry («… دوم»): a retry runs on
 * the platform its first attempt wrote to, where the same words would now be found twice.
 */
export function ofThisAttempt(text: string): string {
  const { retry } = test.info();
  return retry === 0 ? text : `${text} ${ordinals[retry] ?? ordinals.at(-1)}`;
}
