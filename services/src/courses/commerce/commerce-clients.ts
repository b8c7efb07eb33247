import { defaultAccountsServiceUrl } from '@rasad/auth/access-token-verifier.ts';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { bankSettings } from '../../payments/merchants/bank-settings.ts';
import { trustOf } from '../../shared/service-trust/service-trust.ts';

/** The bank or the accounts service could not be reached, or answered what it should not. */
export class UpstreamError extends Error {}

export interface BankPayment {
  token: string;
  amount: number;
  orderId: string;
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'EXPIRED' | 'VERIFIED' | 'REVERSED';
  referenceNumber: string | null;
  traceNumber: string | null;
  maskedCardNumber: string | null;
  paidAt: string | null;
}

async function callJson<Answer>(
  url: URL,
  init: RequestInit,
): Promise<{ status: number; body: Answer | null }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }).catch(
    (error: unknown) => {
      throw new UpstreamError(
        `${url.origin} unreachable: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    },
  );
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as Answer) };
}

/** The platform as a merchant of the bank gateway (payments service), with its id and secret. */
export function bankClient(context: ServiceContext) {
  const settings = bankSettings();
  const baseUrl = () =>
    context.serviceUrls?.payments || process.env.PAYMENTS_SERVICE_URL || 'http://127.0.0.1:4104';
  const headers = {
    'content-type': 'application/json',
    'x-merchant-id': settings.merchantId,
    'x-merchant-secret': settings.merchantSecret,
  };
  const expect = <Answer>(
    answer: { status: number; body: Answer | null },
    path: string,
    accepted: number[],
  ): Answer => {
    if (!accepted.includes(answer.status) || answer.body === null)
      throw new UpstreamError(`bank answered ${answer.status} to ${path}`);
    return answer.body;
  };
  return {
    async requestToken(order: { amount: number; orderId: string; description: string; callbackUrl: string }) {
      const answer = await callJson<{ token: string; paymentUrl: string }>(new URL('/payments', baseUrl()), {
        method: 'POST',
        headers,
        body: JSON.stringify(order),
      });
      return expect(answer, 'token request', [201]);
    },
    async inquire(token: string): Promise<BankPayment> {
      const answer = await callJson<BankPayment>(new URL(`/payments/${token}`, baseUrl()), {
        headers: {
          'x-merchant-id': headers['x-merchant-id'],
          'x-merchant-secret': headers['x-merchant-secret'],
        },
      });
      return expect(answer, 'inquiry', [200]);
    },
    /** VERIFIED (now or before), or the bank's refusal code (AMOUNT_MISMATCH, PAYMENT_REVERSED, PAYMENT_NOT_PAID). */
    async verify(token: string, amount: number): Promise<{ verified: BankPayment } | { refused: string }> {
      const answer = await callJson<BankPayment & { code?: string }>(
        new URL(`/payments/${token}/verify`, baseUrl()),
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ amount }),
        },
      );
      if (answer.status === 200 && answer.body) return { verified: answer.body };
      if (answer.status === 409 && answer.body?.code) return { refused: answer.body.code };
      throw new UpstreamError(`bank answered ${answer.status} to verify`);
    },
    async reverse(token: string): Promise<void> {
      const answer = await callJson<BankPayment>(new URL(`/payments/${token}/reverse`, baseUrl()), {
        method: 'POST',
        headers,
        body: '{}',
      });
      expect(answer, 'reverse', [200]);
    },
  };
}

export type BankClient = ReturnType<typeof bankClient>;

/** The accounts service's subscription calls (internal, with this service's credential). */
export function subscriptionClient(context: ServiceContext) {
  const baseUrl = () =>
    context.serviceUrls?.accounts ||
    context.accountsServiceUrl ||
    process.env.ACCOUNTS_SERVICE_URL ||
    defaultAccountsServiceUrl;
  return {
    /** The period granted for the order, or null when the account does not exist (delivery impossible). */
    async grant(grant: {
      userId: string;
      packageType: PackageType;
      months: number;
      seats: number;
      orderId: string;
    }) {
      const answer = await callJson<{ period: { startsAt: string; endsAt: string } }>(
        new URL('/internal/v1/Subscriptions/Grant', baseUrl()),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(await trustOf(context).headersFor('accounts')) },
          body: JSON.stringify(grant),
        },
      );
      if (answer.status === 404) return null;
      if (answer.status !== 200 || answer.body === null)
        throw new UpstreamError(`accounts answered ${answer.status} to a subscription grant`);
      return answer.body.period;
    },
  };
}

export type SubscriptionClient = ReturnType<typeof subscriptionClient>;
