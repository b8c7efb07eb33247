import {
  inlinedShellAnswerElementId,
  type InlinedShellAnswer,
} from '@rasad/contracts/inlined-shell-answer.ts';

/**
 * The answer the gateway wrote into the page for this operation (the shell's query on a first load), taken once:
 * the element goes with it, so asking again (a refetch, a later page of the app) goes to the network.
 */
export function takeInlinedAnswer(
  operationId: string,
  page: Document | undefined = globalThis.document,
): unknown {
  const element = page?.getElementById(inlinedShellAnswerElementId);
  if (!element) return undefined;
  let answer: InlinedShellAnswer | null = null;
  try {
    answer = JSON.parse(element.textContent ?? '') as InlinedShellAnswer;
  } catch {
    element.remove();
    return undefined;
  }
  if (answer?.operationId !== operationId) return undefined;
  element.remove();
  return answer.body;
}
