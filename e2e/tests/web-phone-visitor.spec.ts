import { test } from './platform-test.ts';
import { describeScreensAtPhoneWidth } from './web-phone-support.ts';

/**
 * Every screen a visitor can open, on a phone (390 × 844), in Persian and in English: nothing wider than the screen,
 * and axe-core finds no serious or critical WCAG 2.2 A/AA violation. They only read, so they run in parallel
 * (the `screens` project in playwright.config.ts).
 */
test.describe.configure({ mode: 'parallel' });

describeScreensAtPhoneWidth('visitor', async () => undefined);
