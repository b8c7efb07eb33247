import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { visibleNotice } from '../gating/visible-changes.ts';
import { trackingRepository } from './tracking-repository.ts';
import { changeSchema, noticeSchema, page, positiveId } from './tracking-schemas.ts';

/** A company's timeline of notices, changes and customs activity (public). Registered under `/v1/Companies`. */
export const companyTimelinePlugin: DomainPlugin = async (instance, { context }) => {
  const tracking = trackingRepository(context.db);
  instance.withTypeProvider<ZodTypeProvider>().get(
    '/GetTimeline',
    {
      schema: {
        tags: ['Companies'],
        summary: 'A company’s gazette notices, recorded changes and customs activity, newest first',
        description:
          'Gazette notices as many as the caller’s package shows (as on the company page); recorded changes of the facts the package shows (board changes with the full list of people, address changes with the registered address), each with its notice when the package shows that notice; customs activity per Solar Hijri year and direction, dated at its Nowruz.',
        querystring: z.object({ companyId: positiveId, ...page }),
        response: {
          200: z.object({
            total: z.number().int(),
            entries: z.array(
              z.object({
                kind: z.enum(['NOTICE', 'CHANGE', 'CUSTOMS']),
                key: z.string(),
                occurredOn: z.string(),
                notice: noticeSchema.nullable(),
                change: changeSchema.nullable(),
                customs: z
                  .object({
                    year: z.number().int(),
                    direction: z.enum(['IMPORT', 'EXPORT']),
                    valueUsd: z.number(),
                    records: z.number().int(),
                  })
                  .nullable(),
              }),
            ),
          }),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { companyId, limit, offset } = request.query;
      if (!(await tracking.companyExists(companyId)))
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'COMPANY_NOT_FOUND',
          messageKey: 'company.notFound',
          field: 'companyId',
        });
      const packageType = request.viewer?.packageType ?? null;
      const locale = requestLocale(request);
      const timeline = await tracking.companyTimeline(companyId, packageType, limit, offset);
      return {
        total: timeline.total,
        entries: timeline.entries.map((entry) => ({
          ...entry,
          notice: entry.notice && visibleNotice(entry.notice, packageType, locale),
          change: entry.change && {
            ...entry.change,
            notice: entry.change.notice && visibleNotice(entry.change.notice, packageType, locale),
          },
        })),
      };
    },
  );
};
