import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { contactMessageRules } from '@rasad/contracts/rules/contact-message-rules.ts';
import { supportClosesAt, supportOpensAt, supportStatusAt, tehranOffsetMinutes } from './support-hours.ts';
import { supportRepository } from './support-repository.ts';

const supportStatusSchema = z
  .object({
    isOpen: z.boolean(),
    closedReason: z
      .enum(['OUTSIDE_HOURS', 'WEEKEND', 'HOLIDAY'])
      .nullable()
      .describe('Why support is closed; null while open'),
    holidayTitle: z.string().nullable().describe('The official holiday of that day, if it is one'),
    nextOpeningAt: z.iso
      .datetime()
      .nullable()
      .describe('When support opens next (ISO instant); null while open'),
    opensAt: z.literal(supportOpensAt).describe('Opening time, Tehran'),
    closesAt: z.literal(supportClosesAt).describe('Closing time, Tehran'),
  })
  .describe(
    'Whether support answers now: Saturday–Wednesday 10:00–16:00 Tehran time, except official holidays',
  );

const receiptSchema = z
  .object({
    referenceNumber: z.string().describe('Tracking number to quote to support'),
    receivedAt: z.iso.datetime(),
  })
  .describe('Proof that the message was received');

/** Holidays are loaded for a window long enough to find the next opening after any closure. */
const holidayWindowDays = 60;

/** Support hours and messages to support, registered under `/v1/Support`. */
export const supportPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const support = supportRepository(context.db);
  app.get(
    '/GetStatus',
    {
      schema: {
        tags: ['Support'],
        summary: 'Whether support is open now, and when it opens next',
        querystring: z.object({
          at: z.iso
            .datetime({ offset: true, error: 'support.invalidInstant' })
            .optional()
            .describe(
              'The instant to ask about (ISO 8601, e.g. 2025-01-04T06:30:00Z; encode + as %2B); defaults to now',
            ),
        }),
        response: { 200: supportStatusSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const at = request.query.at === undefined ? context.now() : new Date(request.query.at);
      const tehranToday = new Date(at.getTime() + tehranOffsetMinutes * 60_000);
      const windowEnd = new Date(tehranToday.getTime() + holidayWindowDays * 86_400_000);
      const rows = await support.holidaysBetween(
        tehranToday.toISOString().slice(0, 10),
        windowEnd.toISOString().slice(0, 10),
      );
      const titlesByDate = new Map<string, string[]>();
      for (const row of rows) {
        const titles = titlesByDate.get(row.date) ?? [];
        titles.push(locale === 'en-US' ? row.titleEn : row.titleFa);
        titlesByDate.set(row.date, titles);
      }
      const status = supportStatusAt(at, (date) =>
        titlesByDate.get(date)?.join(locale === 'en-US' ? '; ' : '، '),
      );
      return {
        isOpen: status.isOpen,
        closedReason: status.closedReason,
        holidayTitle: status.holidayTitle,
        nextOpeningAt: status.nextOpeningAt?.toISOString() ?? null,
        opensAt: supportOpensAt,
        closesAt: supportClosesAt,
      } as const;
    },
  );

  app.post(
    '/SendContactMessage',
    {
      schema: {
        tags: ['Support'],
        summary: 'Send a message to support',
        body: contactMessageRules,
        response: { 201: receiptSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const stored = await support.recordContactMessage({
        fullName: body.fullName,
        mobile: body.mobile ?? null,
        email: body.email ?? null,
        subject: body.subject,
        description: body.description,
        pageUrl: body.pageUrl ?? null,
        locale: requestLocale(request),
        receivedAt: context.now(),
      });
      return reply
        .status(201)
        .send({ referenceNumber: stored.referenceNumber, receivedAt: stored.receivedAt.toISOString() });
    },
  );
};
