/**
 * The web app's shell asks one query on every first load (its campaign banner, its footer and who is signed in). The
 * gateway answers it while serving the page and writes the answer into the page, so that a first load makes one
 * GraphQL request, the page's own, instead of two.
 */
export const shellOperationName = 'AppShellQuery';

/** The element of the page that holds the answer (a `<script type="application/json">`, which never runs). */
export const inlinedShellAnswerElementId = 'rasad-shell-answer';

export interface InlinedShellAnswer {
  /** The persisted operation's id (its hash): the app takes the answer only for the query it was given for. */
  operationId: string;
  /** The body /graphql answered, as the app would have received it. */
  body: unknown;
}

/**
 * The element as HTML. JSON may hold `</script>` inside a string (a campaign's title, a user's name): every `<` is
 * written as its escape, and the line and paragraph separators too, so nothing in the answer leaves the element.
 */
export function inlinedShellAnswerHtml(answer: InlinedShellAnswer): string {
  const json = JSON.stringify(answer)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${inlinedShellAnswerElementId}">${json}</script>`;
}
