import { normaliseCertificateCode } from '@rasad/contracts/certificate-code.ts';
import type { MutationResolvers, Resolvers, UserError } from '../__generated__/resolver-types.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { siteCertificatePdfUrl } from './courses-file-proxy.ts';
import { giftCodeRules } from '@rasad/contracts/rules/gift-code-rules.ts';
import { certificateNameOf, learnerNameRules } from '@rasad/contracts/rules/learner-name-rules.ts';
import { invalidIdsAsUserErrors } from '../shared/validation/invalid-ids-as-user-errors.ts';
import { numericKeyOf } from './course-ids.ts';

/** A pass whose certificate waits for the learner's name: the user error that asks for it. */
function learnerNameRequired(context: GatewayContext): UserError[] {
  return [
    {
      field: ['learnerName'],
      code: 'LEARNER_NAME_REQUIRED',
      message: gatewayMessage('validation.learnerName.required', context.locale),
    },
  ];
}

/** Exams (unlock, attempts, scoring on the service) and public certificate verification. */
export const courseExamResolvers: Resolvers = {
  Query: {
    certificate: async (_, { code: typed }, context) => {
      const code = normaliseCertificateCode(typed);
      if (code === null) return null;
      const result = await context.upstream.courses.tryGet('/api/Certificates/{code}', { params: { code } });
      return result.ok ? result.body : null;
    },
  },
  CourseExam: {
    id: (exam) => toGlobalId('CourseExam', exam.id),
    unlocked: async (exam, _, context) =>
      (
        await context.upstream.courses.get('/api/Exam/GetDistinctedPlayLogs', {
          query: { courseId: exam.courseId },
        })
      ).examUnlocked,
    results: async (exam, args, context) =>
      connectionFromArray(
        await context.upstream.courses.get('/api/Exam/Results', { query: { courseId: exam.courseId } }),
        args,
      ),
  },
  ExamResult: {
    id: (result) => toGlobalId('ExamResult', result.id),
    certificate: async (result, _, context) => {
      if (!result.certificateCode) return null;
      return context.upstream.courses.get('/api/Certificates/{code}', {
        params: { code: result.certificateCode },
      });
    },
  },
  ExamQuestion: { id: (question) => toGlobalId('ExamQuestion', question.id) },
  Viewer: {
    certificates: async (_, args, context) => {
      const mine = await context.upstream.courses.get('/api/Certificates/My');
      const certificates = await Promise.all(
        mine.map(({ code }) =>
          context.upstream.courses.get('/api/Certificates/{code}', { params: { code } }),
        ),
      );
      return connectionFromArray(certificates, args);
    },
  },
  // An exam's start answers its questions, never null: none when the course's id was malformed.
  Mutation: invalidIdsAsUserErrors<MutationResolvers>(
    {
      giftCodeRedeem: async (_, { input }, context) => {
        const parsed = giftCodeRules.safeParse(input);
        if (!parsed.success)
          return {
            course: null,
            addedDays: null,
            userErrors: userErrorsFromIssues(parsed.error.issues, context.locale),
          };
        const gift = await context.upstream.courses.tryGet('/api/Gift/GetGift', {
          query: { code: parsed.data.code },
        });
        if (!gift.ok)
          return { course: null, addedDays: null, userErrors: userErrorsFromUpstream(gift.error) };
        // Certificates carry the learner's name, so the enrolment keeps the one the account has now.
        const person = await context.upstream.accounts.get('/v2/Profile/GetPersonalInfo');
        const learnerName = certificateNameOf(person);
        const redeemed = await context.upstream.courses.post('/api/Gift/Redeem', {
          body: { code: parsed.data.code, learnerName },
        });
        if (!redeemed.ok)
          return { course: null, addedDays: null, userErrors: userErrorsFromUpstream(redeemed.error) };
        const course = await context.upstream.courses.get('/api/Courses/{id}', {
          params: { id: redeemed.body.courseId },
        });
        return { course, addedDays: gift.body.days, userErrors: [] };
      },
      courseExamStart: async (_, { input }, context) => {
        const result = await context.upstream.courses.post('/api/Exam/Start', {
          body: { courseId: numericKeyOf(input.courseId, 'Course') },
        });
        if (!result.ok)
          return { attempt: null, questions: [], userErrors: userErrorsFromUpstream(result.error) };
        return {
          attempt: { ...result.body.result, certificateCode: null },
          questions: result.body.questions,
          userErrors: [],
        };
      },
      courseExamSubmit: async (_, { input }, context) => {
        const answers = input.answers.flatMap((answer) => {
          const parsed = fromGlobalId(answer.questionId);
          return parsed?.typeName === 'ExamQuestion'
            ? [{ questionId: Number(parsed.key), option: answer.option }]
            : [];
        });
        const result = await context.upstream.courses.post('/api/Exam/Submit', {
          body: { examResultId: numericKeyOf(input.attemptId, 'ExamResult'), answers },
        });
        if (!result.ok) return { result: null, userErrors: userErrorsFromUpstream(result.error) };
        return {
          result: result.body,
          userErrors: result.body.learnerNameRequired ? learnerNameRequired(context) : [],
        };
      },
      courseCertificateIssue: async (_, { input }, context) => {
        const parsed = learnerNameRules.safeParse(input);
        if (!parsed.success)
          return { result: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
        const result = await context.upstream.courses.post('/api/Exam/IssueCertificate', {
          body: {
            examResultId: numericKeyOf(input.attemptId, 'ExamResult'),
            learnerName: parsed.data.learnerName,
          },
        });
        if (!result.ok) return { result: null, userErrors: userErrorsFromUpstream(result.error) };
        return { result: result.body, userErrors: [] };
      },
    },
    { questions: [] },
  ),
  Certificate: {
    pdfUrl: (certificate) => siteCertificatePdfUrl(certificate.code),
  },
};
