import {
  inlinedAnswersElementId,
  isAnswerFor,
  type InlinedAnswer,
} from '@rasad/contracts/inlined-answers.ts';

/** The answers of each page not taken yet; the element goes once read. */
const untaken = new WeakMap<Document, InlinedAnswer[]>();

function answersIn(page: Document): InlinedAnswer[] {
  const answers = untaken.get(page) ?? [];
  untaken.set(page, answers);
  const element = page.getElementById(inlinedAnswersElementId);
  if (!element) return answers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (Array.isArray(parsed)) answers.push(...(parsed as InlinedAnswer[]));
  } catch {
    // A page whose answers cannot be read: the app asks for them.
  }
  return answers;
}

/**
 * The answer the gateway wrote into the page for this operation and these variables (the shell's query, and the
 * page's own when the server drew the page), taken once: asking again (a refetch, a later visit of the same page in
 * the app) goes to the network.
 */
export function takeInlinedAnswer(
  operationId: string,
  variables: Record<string, unknown>,
  page: Document | undefined = globalThis.document,
): unknown {
  if (!page) return undefined;
  const answers = answersIn(page);
  const index = answers.findIndex((answer) => isAnswerFor(answer, operationId, variables));
  if (index < 0) return undefined;
  return answers.splice(index, 1)[0]!.body;
}
