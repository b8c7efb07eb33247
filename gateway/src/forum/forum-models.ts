import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

type QuestionWithAnswers = UpstreamBody<'courses', '/api/UGQ/{id}'>;

/** A forum question: from the list (no answers yet) or opened (with its answers). */
export type ForumQuestionModel = Omit<QuestionWithAnswers, 'answers'> & {
  answers?: QuestionWithAnswers['answers'];
};

export type ForumAnswerModel = QuestionWithAnswers['answers'][number];
