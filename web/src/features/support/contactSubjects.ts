import type { contactSubjects } from '@rasad/contracts/rules/contact-message-rules.ts';

/** What a message to support is about (the schema's `ContactSubject`). */
export type ContactSubject = (typeof contactSubjects)[number];

/** The suggestions-and-errors page offers only these two. */
export const feedbackSubjects: readonly ContactSubject[] = ['SUGGESTION', 'ERROR_REPORT'];
