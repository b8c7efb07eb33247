import { publicSiteUrl } from '../../shared/http/public-site-url.ts';

/** The bank's own rules and the platform's merchant registration, from the environment with safe local defaults. */
export interface BankSettings {
  merchantId: string;
  merchantSecret: string;
  /** scheme://host[:port] the merchant's callbacks must be on. */
  merchantOrigin: string;
  /** How long a payer has to pay after the token is issued. */
  tokenLifetimeMs: number;
  /** How long the merchant has to verify a paid payment before the bank reverses it. */
  verifyWindowMs: number;
}

function minutes(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return (Number.isFinite(parsed) && parsed > 0 ? parsed : fallback) * 60_000;
}

export function bankSettings(env: NodeJS.ProcessEnv = process.env): BankSettings {
  return {
    merchantId: env.IPG_MERCHANT_ID || 'rasad-local',
    merchantSecret: env.IPG_MERCHANT_SECRET || 'rasad-local-merchant-secret',
    merchantOrigin: new URL(env.IPG_MERCHANT_ORIGIN || publicSiteUrl(env)).origin,
    tokenLifetimeMs: minutes(env.IPG_TOKEN_LIFETIME_MINUTES, 20),
    verifyWindowMs: minutes(env.IPG_VERIFY_WINDOW_MINUTES, 30),
  };
}
