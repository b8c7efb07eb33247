/** The community forum, in English. */
export const forumMessagesEnUS: Record<string, string> = {
  'forum.more': 'More questions',
  'forum.title': 'Community questions and answers',
  'forum.lead':
    '{count, plural, =0 {No questions yet.} one {{formatted} question from Rasad learners} other {{formatted} questions from Rasad learners}}',
  'forum.questions': 'Questions',
  'forum.ask': 'Ask a question',
  'forum.ask.submit': 'Post question',
  'forum.asked': 'Your question was posted.',
  'forum.questionTitle': 'Title',
  'forum.questionBody': 'Your question',
  'forum.byline': '{author}, {date}',
  'forum.answerCount':
    '{count, plural, =0 {No answers} one {{formatted} answer} other {{formatted} answers}}',
  'forum.answers': 'Answers',
  'forum.moreAnswers': 'More answers',
  'forum.noAnswers': 'Nobody has answered this question yet.',
  'forum.answer': 'Your answer',
  'forum.answer.submit': 'Post answer',
  'forum.answered': 'Your answer was posted.',
  'forum.signIn': 'Sign in',
  'forum.signInToAnswer': 'Sign in to answer.',
  'forum.notFound': 'This question was not found',
  'forum.backToList': 'Back to the forum',
};
