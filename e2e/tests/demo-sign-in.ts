import type { APIRequestContext, Page } from '@playwright/test';
import { signInThroughApi } from './accounts-support.ts';

/** Signs a demo user in through the gateway with every demo user's password (the seed's). */
export function signInDemoUser(client: Page | APIRequestContext, userName: string) {
  return signInThroughApi(client, userName, 'Rasad-Demo-1405');
}
