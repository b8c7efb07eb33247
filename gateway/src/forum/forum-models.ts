import type { UpstreamBody } from '../shared/upstream/upstream-types.ts';

type QuestionWithAnswers = UpstreamBody<'courses', '/api/UGQ/{id}'>;

/** Which page of a question's answers the courses service sent with it. */
export interface AnswerPage {
  offset: number;
  limit: number;
}

/** A forum question: from the list (no answers yet) or opened (with one page of its answers). */
export type ForumQuestionModel = Omit<QuestionWithAnswers, 'answers'> & {
  answers?: QuestionWithAnswers['answers'];
  answerPage?: AnswerPage;
};

export type ForumAnswerModel = QuestionWithAnswers['answers'][number];
