import {
  inlinedAnswersElementId,
  inlinedAnswersHtml,
  shellOperationName,
} from '@rasad/contracts/inlined-answers.ts';
import { describe, expect, it, vi } from 'vitest';
import appShellQuery from '../../__generated__/AppShellQuery.graphql';
import { createFetchGraphQL } from './environment.ts';
import { onSessionEnded } from '../../shared/auth/sessionEndedSignal.ts';
import { GraphQLCodedError } from './GraphQLCodedError.ts';

const params = {
  id: 'abc123',
  name: 'HomePageQuery',
  operationKind: 'query',
  text: null,
  cacheID: 'abc123',
  metadata: {},
} as const;

function answering(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('fetchGraphQL', () => {
  it('posts the persisted operation with the locale, the client header and same-origin credentials', async () => {
    const fetchMock = answering({ data: { home: null } });
    await createFetchGraphQL('en-US', fetchMock)(params, { first: 6 });
    expect(fetchMock).toHaveBeenCalledWith('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en-US',
        'X-Rasad-Client': 'rasad-web',
      },
      body: JSON.stringify({
        operationName: 'HomePageQuery',
        variables: { first: 6 },
        extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
      }),
    });
  });

  it('raises errors that carry a code, for the error boundary', async () => {
    const fetchMock = answering({
      errors: [{ message: 'Session ended', extensions: { code: 'SESSION_REPLACED' } }],
    });
    const failure = createFetchGraphQL('fa-IR', fetchMock)(params, {});
    await expect(failure).rejects.toBeInstanceOf(GraphQLCodedError);
    await expect(failure).rejects.toMatchObject({ code: 'SESSION_REPLACED' });
  });

  it('logs other errors with the server’s message and keeps partial data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = answering({ data: { home: null }, errors: [{ message: 'upstream slow' }] });
    await expect(createFetchGraphQL('fa-IR', fetchMock)(params, {})).resolves.toMatchObject({
      data: { home: null },
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('upstream slow'));
    log.mockRestore();
  });

  it('turns SESSION_ENDED into the sign-out signal and keeps the data that came', async () => {
    const listener = vi.fn();
    const stop = onSessionEnded(listener);
    const fetchMock = answering({
      data: { viewer: null },
      errors: [
        { message: 'به دلیل ورود کاربر دیگری از حساب خود خارج شدید', extensions: { code: 'SESSION_ENDED' } },
      ],
    });
    const response = await createFetchGraphQL('fa-IR', fetchMock)(params, {});
    expect(response).toEqual({ data: { viewer: null } });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('answers written into the page', () => {
  const campaignTitle = 'جشنواره </script><script>alert(1)</script> پاییز';

  function writeIntoPage(operationId: string, variables: Record<string, unknown>) {
    document.body.innerHTML = `<div id="root"></div>${inlinedAnswersHtml([
      { operationId, variables, body: { data: { campaign: { title: campaignTitle } } } },
    ])}`;
  }

  it('holds the shell’s query, which the gateway finds by this name', () => {
    expect(appShellQuery.params.name).toBe(shellOperationName);
  });

  it('answers the operation and variables it was written for once, without a request, then asks the network', async () => {
    writeIntoPage(params.id, { first: 6, text: 'پارس' });
    // The title's `</script>` stays text inside the one element.
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const fetchMock = answering({ data: { campaign: null } });
    const fetchGraphQL = createFetchGraphQL('fa-IR', fetchMock);
    // The same values with their keys in another order are the same variables.
    await expect(fetchGraphQL(params, { text: 'پارس', first: 6 })).resolves.toEqual({
      data: { campaign: { title: campaignTitle } },
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(inlinedAnswersElementId)).toBeNull();
    await expect(fetchGraphQL(params, { text: 'پارس', first: 6 })).resolves.toEqual({
      data: { campaign: null },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer for another operation or other variables, and asks the network for this one', async () => {
    writeIntoPage('another-operation', {});
    const fetchMock = answering({ data: { home: null } });
    await createFetchGraphQL('fa-IR', fetchMock)(params, {});
    writeIntoPage(params.id, { first: 6 });
    await createFetchGraphQL('fa-IR', fetchMock)(params, { first: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(createFetchGraphQL('fa-IR', fetchMock)(params, { first: 6 })).resolves.toEqual({
      data: { campaign: { title: campaignTitle } },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
  it('sends a query once more when the balancer says the instance it chose went away, and then answers', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ data: { home: null } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    await expect(createFetchGraphQL('fa-IR', fetchMock)(params, {})).resolves.toEqual({
      data: { home: null },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends a query once more after a failed connection, but not a third time', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(createFetchGraphQL('fa-IR', fetchMock)(params, {})).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never sends a mutation twice, since the first may have done its work', async () => {
    const fetchMock = answering({}, 502);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      createFetchGraphQL('fa-IR', fetchMock)({ ...params, operationKind: 'mutation' }, {}),
    ).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
