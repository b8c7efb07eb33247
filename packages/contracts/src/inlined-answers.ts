/**
 * A page's GraphQL answers written into the page by the gateway: the app shell's query, asked on every first load (its
 * campaign banner, its footer and who is signed in), and, for a page rendered on the server, that page's own query.
 * The app takes them instead of asking again, so a first load makes one GraphQL request at most.
 */
export const shellOperationName = 'AppShellQuery';

/** The element of the page that holds the answers (a `<script type="application/json">`, which never runs). */
export const inlinedAnswersElementId = 'rasad-answers';

export interface InlinedAnswer {
  /** The persisted operation's id (its hash). */
  operationId: string;
  variables: Record<string, unknown>;
  /** The body /graphql answered, as the app would have received it. */
  body: unknown;
}

/** Variables as text with their keys in order, so two objects holding the same values compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Whether an answer was given for this operation with these variables. */
export function isAnswerFor(
  answer: InlinedAnswer,
  operationId: string,
  variables: Record<string, unknown>,
): boolean {
  return answer.operationId === operationId && canonical(answer.variables) === canonical(variables);
}

/**
 * The element as HTML. JSON may hold `</script>` inside a string (a campaign's title, a user's name): every `<` is
 * written as its escape, and the line and paragraph separators too, so nothing in an answer leaves the element.
 */
export function inlinedAnswersHtml(answers: readonly InlinedAnswer[]): string {
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${inlinedAnswersElementId}">${json}</script>`;
}
