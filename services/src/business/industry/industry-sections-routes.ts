import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { industryRepository, type ClassificationRow } from './industry-repository.ts';

/** Counts move only with imports; a minute's staleness keeps the page from counting a million rows per visit. */
const countsLifetimeMs = 60_000;

const divisionSchema = z.object({
  code: z.string().describe('Two-digit ISIC division code'),
  title: z.string(),
  companyCount: z.number().int().describe('Companies whose activity code falls in this division'),
});
const sectionSchema = z.object({
  code: z.string().describe('ISIC section letter (A–U)'),
  title: z.string(),
  companyCount: z.number().int().describe('Companies in all its divisions'),
  divisions: z.array(divisionSchema),
});

/**
 * The ISIC sections and their divisions with how many companies each holds: the way into industry analysis.
 * Registered under `/v1/Industry`.
 */
export const industrySectionsPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const industries = industryRepository(context.db);
  let classification: ClassificationRow[] | undefined;
  let counts: { byDivision: Map<string, number>; until: number } | undefined;

  async function divisionCounts(): Promise<Map<string, number>> {
    const now = context.now().getTime();
    if (counts && counts.until > now) return counts.byDivision;
    const rows = await industries.companiesPerDivision();
    counts = {
      byDivision: new Map(rows.map((row) => [row.division, row.count])),
      until: now + countsLifetimeMs,
    };
    return counts.byDivision;
  }

  app.get(
    '/GetSections',
    {
      schema: {
        tags: ['Industry'],
        summary: 'ISIC sections with their divisions and how many companies each holds',
        response: { 200: z.array(sectionSchema) },
      },
    },
    async (request) => {
      const english = requestLocale(request) === 'en-US';
      classification ??= await industries.sectionsAndDivisions();
      const byDivision = await divisionCounts();
      const title = (row: ClassificationRow) => (english ? row.title_en : (row.title_fa ?? row.title_en));
      return classification
        .filter((row) => row.level === 'section')
        .map((section) => {
          const divisions = classification!
            .filter((row) => row.level === 'division' && row.parent === section.code)
            .map((division) => ({
              code: division.code,
              title: title(division),
              companyCount: byDivision.get(division.code) ?? 0,
            }));
          return {
            code: section.code,
            title: title(section),
            companyCount: divisions.reduce((sum, division) => sum + division.companyCount, 0),
            divisions,
          };
        });
    },
  );
};
