import { readPersistedOperations } from '@rasad/gateway/gateway-config.ts';
import { toGlobalId } from '@rasad/gateway/shared/relay/global-id.ts';

/**
 * Every document the benchmarks send, in one place. The screens are the web app's own persisted
 * operations (what a browser asks for when it opens them), sent as documents so the Apollo baseline,
 * which has no Relay persisted operations, runs exactly the same text.
 */
export interface Screen {
  name: string;
  operationName: string;
  variables: Record<string, unknown>;
  /** Asked with a signed-in user's access token. */
  signedIn: boolean;
}

/** The company whose page the screens open. */
export const benchCompanyId = 1;

export const screens: readonly Screen[] = [
  { name: 'home', operationName: 'HomePageQuery', variables: {}, signedIn: false },
  {
    name: 'search',
    operationName: 'SearchPageQuery',
    variables: { text: 'پارس', type: 'ALL', first: 20, hasText: true },
    signedIn: false,
  },
  {
    name: 'company page',
    operationName: 'CompanyPageQuery',
    variables: { id: toGlobalId('Company', benchCompanyId) },
    signedIn: false,
  },
  {
    name: 'course page',
    operationName: 'CoursePageQuery',
    variables: { id: toGlobalId('Course', 1), lessonId: null, deviceId: 'bench-device-0001' },
    signedIn: false,
  },
  { name: 'profile (signed in)', operationName: 'ProfilePageQuery', variables: {}, signedIn: true },
];

/** The cheapest request a gateway can answer: the floor the company page is compared with. */
export const typenameDocument = '{ __typename }';

const persisted = readPersistedOperations();

/** The document of a screen's persisted operation. */
export function screenDocument(screen: Screen): string {
  const document = Object.values(persisted).find(
    (text) =>
      text.startsWith(`query ${screen.operationName}(`) || text.startsWith(`query ${screen.operationName} `),
  );
  if (!document) throw new Error(`no persisted operation ${screen.operationName}; run pnpm generate`);
  return document;
}

/** The JSON body of one request for a screen. */
export function screenRequestBody(screen: Screen): string {
  return JSON.stringify({
    operationName: screen.operationName,
    query: screenDocument(screen),
    variables: screen.variables,
  });
}

/** The body of `{ __typename }`. */
export const typenameRequestBody = JSON.stringify({ query: typenameDocument });
