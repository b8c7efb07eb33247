import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '../shared/service-definition.ts';
import { accountsInternalClient } from '../shared/companies/accounts-internal-client.ts';
import { businessInternalClient } from '../shared/companies/business-internal-client.ts';
import { trustOf } from '../shared/service-trust/service-trust.ts';
import { courseAccountsPlugin } from './accounts/course-account-routes.ts';
import { categoriesPlugin } from './catalogue/category-routes.ts';
import { startCommerce } from './commerce/commerce-runtime.ts';
import { qualificationsPlugin } from './catalogue/qualification-routes.ts';
import { tagsPlugin } from './catalogue/tag-routes.ts';
import { courseDetailPlugin } from './course-pages/course-detail-routes.ts';
import { courseListsPlugin } from './course-pages/course-list-routes.ts';
import { certificatesPlugin } from './exams/certificate-routes.ts';
import { examsPlugin } from './exams/exam-routes.ts';
import { giftsPlugin } from './gifts/gift-routes.ts';
import { feedbackPlugin } from './interaction/feedback-routes.ts';
import { lessonQuestionsPlugin } from './interaction/lesson-question-routes.ts';
import { lessonNotesPlugin } from './interaction/lesson-note-routes.ts';
import { devicesPlugin } from './learning/device-routes.ts';
import { playLogsPlugin } from './learning/play-log-routes.ts';
import { createMediaSigner } from './media/media-signature.ts';
import { mediaPlugin } from './media/media-routes.ts';
import { seedCourses } from './seed/seed-courses.ts';
import { seedCreditsAndForum } from './seed/seed-credits-and-forum.ts';
import { creditsPlugin } from './credits/credit-routes.ts';
import { forumPlugin } from './forum/forum-routes.ts';
import { companyAdminPlugin } from './companies/company-admin-routes.ts';
import { companyLearnerPlugin } from './companies/company-learner-routes.ts';
import { companyPageCertificatesPlugin } from './companies/company-page-certificate-routes.ts';
import { mentorsPlugin } from './companies/mentor-routes.ts';
import { seedMentors } from './companies/seed-mentors.ts';
import { publicSiteUrl } from '../shared/http/public-site-url.ts';

export const coursesService: ServiceDefinition = {
  name: 'courses',
  title: 'Rasad courses service',
  description:
    'The online learning area: catalogue, courses and lessons, play progress, notes, comments, exams and certificates.',
  defaultPort: 4102,
  schemaName: 'courses',
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  async registerRoutes(app, context) {
    const mediaSigner = createMediaSigner();
    await app.register(categoriesPlugin, { context, prefix: '/api/Categories' });
    await app.register(qualificationsPlugin, { context, prefix: '/api/Qualifications' });
    await app.register(tagsPlugin, { context, prefix: '/api/Tags' });
    await app.register(courseListsPlugin, { context, prefix: '/api/Courses' });
    await app.register(playLogsPlugin, { context, prefix: '/api/Courses' });
    await app.register(devicesPlugin, { context, prefix: '/api/Courses' });
    await app.register(lessonNotesPlugin, { context, prefix: '/api/LessonNotes' });
    await app.register(feedbackPlugin, { context, prefix: '/api' });
    await app.register(lessonQuestionsPlugin, { context, prefix: '/api/UGQ' });
    await app.register(examsPlugin, { context, prefix: '/api/Exam' });
    await app.register(giftsPlugin, { context, prefix: '/api/Gift' });
    await app.register(certificatesPlugin, {
      context,
      prefix: '/api/Certificates',
      publicSiteUrl: () => publicSiteUrl(),
    });
    await app.register(courseDetailPlugin, { context, prefix: '/api/Courses' });
    await app.register(mediaPlugin, { context, prefix: '/api/Media', signer: mediaSigner });
    await app.register(courseAccountsPlugin, { context, prefix: '/Account' });
    await app.register(creditsPlugin, { context, prefix: '/Account' });
    await app.register(forumPlugin, { context, prefix: '/api/UGQ' });
    await startCommerce(app, context);
    const accounts = accountsInternalClient(
      () => context.accountsServiceUrl,
      () => trustOf(context),
    );
    await app.register(companyAdminPlugin, { context, accounts });
    await app.register(companyLearnerPlugin, { context, prefix: '/api/Company', accounts });
    await app.register(mentorsPlugin, { context, accounts });
    await app.register(companyPageCertificatesPlugin, {
      context,
      prefix: '/api/Company',
      business: businessInternalClient(context),
    });
  },
  async seed(db) {
    await seedCourses(db);
    await seedCreditsAndForum(db);
    await seedMentors(db);
  },
};
