import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { commerceRepository } from '../commerce/commerce-repository.ts';
import { creditSpentOn, orderOfQuote } from '../commerce/order-lifecycle.ts';
import { quoteOrder } from '../commerce/order-pricing.ts';
import {
  coupons,
  courses,
  creditLogs,
  discountCodes,
  enrolments,
  userQuestionAnswers,
  userQuestions,
} from '../courses-tables.ts';
import type { CreditReason } from '../credits/credit-reasons.ts';
import { discountCodeTerms } from '../credits/discount-code-generator.ts';

const firstLearner = '00000000-0000-4000-8000-000000000005';
const secondLearner = '00000000-0000-4000-8000-000000000006';
const dayMs = 86_400_000;

interface DemoCredit {
  userId: string;
  daysAgo: number;
  amountRials: number;
  reason: CreditReason;
  fa: string;
  en: string;
}

const demoCredits: DemoCredit[] = [
  {
    userId: firstLearner,
    daysAgo: 95,
    amountRials: 1_000_000,
    reason: 'WELCOME',
    fa: 'اعتبار خوش‌آمدگویی',
    en: 'Welcome credit',
  },
  {
    userId: firstLearner,
    daysAgo: 21,
    amountRials: 500_000,
    reason: 'REFERRAL',
    fa: 'خرید دوستتان با کد تخفیف شما',
    en: 'A friend bought with your discount code',
  },
  {
    userId: firstLearner,
    daysAgo: 3,
    amountRials: 250_000,
    reason: 'SUPPORT',
    fa: 'جبران قطعی پخش از سوی پشتیبانی',
    en: 'Support’s compensation for a playback outage',
  },
  {
    userId: secondLearner,
    daysAgo: 30,
    amountRials: 1_000_000,
    reason: 'WELCOME',
    fa: 'اعتبار خوش‌آمدگویی',
    en: 'Welcome credit',
  },
];

const demoCoupons = [
  {
    userId: firstLearner,
    code: 'NOWRUZ-1405-N5',
    percentOff: 20,
    amountRials: null,
    createdDaysAgo: 10,
    expiresInDays: 45,
  },
  {
    userId: firstLearner,
    code: 'LEARN-2M-N5',
    percentOff: null,
    amountRials: 2_000_000,
    createdDaysAgo: 92,
    expiresInDays: 20,
  },
  {
    userId: firstLearner,
    code: 'AUTUMN-1404-N5',
    percentOff: 10,
    amountRials: null,
    createdDaysAgo: 120,
    expiresInDays: -5,
  },
  {
    userId: secondLearner,
    code: 'NOWRUZ-1405-A6',
    percentOff: 20,
    amountRials: null,
    createdDaysAgo: 10,
    expiresInDays: 45,
  },
];

/**
 * The paid course the first learner is enrolled in was bought the day her enrolment began, at the bank, with her
 * 2,000,000-rial coupon and the credit she had then: priced by the checkout's own rules, its coupon held and its
 * credit spent as the checkout does, so her payments, receipt, invoice, coupons and credit history tell one story.
 */
const demoPurchase = {
  userId: firstLearner,
  courseSlug: 'vat-in-practice',
  couponCode: 'LEARN-2M-N5',
  minutesAtBank: 4,
  bankAnswer: {
    referenceNumber: '140502187364',
    traceNumber: '583920',
    maskedCardNumber: '603799******0590',
  },
};

async function demoPurchaseEnrolment(db: Database) {
  const [enrolment] = await db
    .select({ courseId: enrolments.courseId, learnerName: enrolments.learnerName, at: enrolments.enrolledAt })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, demoPurchase.userId), eq(courses.slug, demoPurchase.courseSlug)));
  if (!enrolment) throw new Error(`the demo purchase needs the enrolment in ${demoPurchase.courseSlug}`);
  return enrolment;
}

async function seedDemoPurchase(db: Database, enrolment: Awaited<ReturnType<typeof demoPurchaseEnrolment>>) {
  const placedAt = new Date(enrolment.at.getTime() - demoPurchase.minutesAtBank * 60_000);
  const item = { kind: 'COURSE' as const, courseId: enrolment.courseId };
  const quote = await quoteOrder(
    db,
    demoPurchase.userId,
    item,
    { couponCode: demoPurchase.couponCode, useCredit: true },
    placedAt,
  );
  const commerce = commerceRepository(db);
  const order = await commerce.addOrder({
    ...orderOfQuote(demoPurchase.userId, item, quote, enrolment.learnerName),
    status: 'DELIVERED',
    ...demoPurchase.bankAnswer,
    createdAt: placedAt,
    paidAt: enrolment.at,
    deliveredAt: enrolment.at,
  });
  await commerce.holdCoupon(quote.couponId!, placedAt);
  await commerce.addCreditLog(creditSpentOn(order!, placedAt));
}

const demoQuestions = [
  {
    userId: secondLearner,
    authorName: 'امیر جعفری',
    courseSlug: 'excel-for-business' as string | null,
    daysAgo: 6,
    title: 'جدول محوری با داده‌های چند برگه',
    question:
      'چطور می‌توانم از داده‌های سه برگهٔ جدا یک جدول محوری (Pivot Table) بسازم بدون اینکه داده‌ها را دستی کنار هم بگذارم؟',
    answers: [
      {
        userId: firstLearner,
        authorName: 'نرگس حسینی',
        daysAgo: 5,
        body: 'با Power Query هر سه برگه را Append کنید و جدول محوری را روی نتیجه بسازید؛ با هر تغییر فقط Refresh بزنید.',
      },
    ],
  },
  {
    userId: firstLearner,
    authorName: 'نرگس حسینی',
    courseSlug: null,
    daysAgo: 2,
    title: 'کد رهگیری گواهی را کجا ببینم؟',
    question: 'پس از قبولی در آزمون، کد رهگیری گواهی را کجا می‌توانم ببینم تا برای کارفرما بفرستم؟',
    answers: [],
  },
];

/** Credit history, coupons, a discount code and forum questions for the demo learners (09121000005/6). */
export async function seedCreditsAndForum(db: Database) {
  const [existing] = await db.select({ value: count() }).from(creditLogs);
  if ((existing?.value ?? 0) > 0) return;
  const seededAt = Date.now();
  const daysFromNow = (days: number) => new Date(seededAt + days * dayMs);
  await db.transaction(async (transaction) => {
    const creditLog = (credit: DemoCredit) => ({
      userId: credit.userId,
      amountRials: credit.amountRials,
      reason: credit.reason,
      descriptionFa: credit.fa,
      descriptionEn: credit.en,
      createdAt: daysFromNow(-credit.daysAgo),
    });
    await transaction.insert(coupons).values(
      demoCoupons.map((coupon) => ({
        userId: coupon.userId,
        code: coupon.code,
        percentOff: coupon.percentOff,
        amountRials: coupon.amountRials,
        createdAt: daysFromNow(-coupon.createdDaysAgo),
        expiresAt: daysFromNow(coupon.expiresInDays),
      })),
    );
    // The purchase is priced with the credit the learner had that day: the ledger's earlier lines first.
    const enrolment = await demoPurchaseEnrolment(transaction as unknown as Database);
    const earlier = demoCredits.filter(
      (credit) => credit.daysAgo > (seededAt - enrolment.at.getTime()) / dayMs,
    );
    await transaction.insert(creditLogs).values(earlier.map(creditLog));
    await seedDemoPurchase(transaction as unknown as Database, enrolment);
    await transaction
      .insert(creditLogs)
      .values(demoCredits.filter((credit) => !earlier.includes(credit)).map(creditLog));
    await transaction
      .insert(discountCodes)
      .values({
        userId: firstLearner,
        code: 'RASAD-NARGES',
        ...discountCodeTerms,
        timesUsed: 1,
        createdAt: daysFromNow(-30),
      })
      .onConflictDoNothing();
    for (const demo of demoQuestions) {
      const [course] =
        demo.courseSlug === null
          ? []
          : await transaction
              .select({ id: courses.id })
              .from(courses)
              .where(eq(courses.slug, demo.courseSlug));
      const [question] = await transaction
        .insert(userQuestions)
        .values({
          userId: demo.userId,
          courseId: course?.id ?? null,
          title: demo.title,
          authorName: demo.authorName,
          question: demo.question,
          createdAt: daysFromNow(-demo.daysAgo),
        })
        .returning({ id: userQuestions.id });
      if (demo.answers.length > 0) {
        await transaction.insert(userQuestionAnswers).values(
          demo.answers.map(({ daysAgo, ...answer }) => ({
            ...answer,
            questionId: question!.id,
            createdAt: daysFromNow(-daysAgo),
          })),
        );
      }
    }
  });
}
