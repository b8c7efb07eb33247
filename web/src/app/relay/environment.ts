import { clientErrorCodes } from '@rasad/contracts/client-error-codes.ts';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { notifySessionEnded } from '../../shared/auth/sessionEndedSignal.ts';
import { GraphQLCodedError } from './GraphQLCodedError.ts';
import { clientHeader } from './clientHeader.ts';
import { takeInlinedAnswer } from './inlinedAnswers.ts';
import { persistedOperationBody } from './persistedOperation.ts';

type GraphQLErrorBody = { message: string; extensions?: { code?: unknown } };
type GraphQLBody = { data?: unknown; errors?: GraphQLErrorBody[] };

export type FetchFunction = typeof fetch;

/** Answers that mean the request met a server that was going away (a balancer's 502–504), not a refusal. */
const lostOnTheWay = new Set([502, 503, 504]);

/**
 * A query (reading only, so safe to send twice) that was lost on the way — the connection failed, or the balancer
 * answered that the instance it chose went away — is sent once more: one gateway of several dying costs a user
 * nothing. Mutations are never re-sent: the first may have done its work.
 */
async function sendRetryingOnce(send: () => Promise<Response>): Promise<Response> {
  try {
    const response = await send();
    if (!lostOnTheWay.has(response.status)) return response;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  return send();
}

export function createFetchGraphQL(
  locale: AppLocale,
  fetchImpl: FetchFunction = (...args) => fetch(...args),
) {
  return async function fetchGraphQL(
    params: RequestParameters,
    variables: Variables,
  ): Promise<GraphQLResponse> {
    const inlined = params.id != null ? takeInlinedAnswer(params.id, variables) : undefined;
    const send = () =>
      fetchImpl('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': locale, ...clientHeader },
        body: persistedOperationBody(params, variables),
      });
    const response =
      inlined === undefined
        ? await (params.operationKind === 'query' ? sendRetryingOnce(send) : send())
        : null;
    const body = (response ? await response.json().catch(() => null) : inlined) as GraphQLBody | null;
    const errors = body?.errors ?? [];
    if (errors.some((error) => error.extensions?.code === clientErrorCodes.sessionEnded)) {
      // Another sign-in ended this session: sign out, go to "/" and say why; the data that came is still good.
      notifySessionEnded();
      if (body?.data != null) return { data: body.data } as GraphQLResponse;
    }
    const coded = errors.find((error) => typeof error.extensions?.code === 'string');
    if (coded) throw new GraphQLCodedError(coded.message, String(coded.extensions?.code), params.name);
    if (errors.length > 0) {
      console.error(`GraphQL ${params.name}: ${errors.map((error) => error.message).join('; ')}`);
    }
    if ((response && !response.ok) || body == null || body.data == null) {
      const message = errors[0]?.message ?? `HTTP ${response?.status} ${response?.statusText}`;
      console.error(`GraphQL ${params.name} failed: ${message}`);
      throw new Error(message);
    }
    return body as GraphQLResponse;
  };
}

export function createRelayEnvironment(locale: AppLocale, fetchImpl?: FetchFunction): Environment {
  return new Environment({
    network: Network.create(createFetchGraphQL(locale, fetchImpl)),
    store: new Store(new RecordSource()),
  });
}

const environments = new Map<AppLocale, Environment>();

/** One store per language: the gateway answers in the language asked, so the texts must not mix. */
export function relayEnvironmentFor(locale: AppLocale): Environment {
  let environment = environments.get(locale);
  if (!environment) {
    environment = createRelayEnvironment(locale);
    environments.set(locale, environment);
  }
  return environment;
}
