import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale, type Locale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { cities, provinces, registrationUnits } from '../business-tables.ts';

const provinceSchema = z.object({
  id: z.number().int(),
  sciCode: z.string().describe('Statistical Centre of Iran two-digit province code'),
  name: z.string(),
  cities: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .describe('Cities of the province, in alphabetical order of the caller’s language'),
});

const registrationUnitSchema = z.object({ id: z.number().int(), name: z.string() });

/** PostgreSQL collations differ between servers, so names are ordered here with ICU's rules. */
const collators: Record<Locale, Intl.Collator> = {
  'fa-IR': new Intl.Collator('fa'),
  'en-US': new Intl.Collator('en'),
};

export async function registerDivisionRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/v1/Search/GetProvince',
    {
      schema: {
        tags: ['Search'],
        summary: 'Provinces of Iran with their cities',
        response: {
          200: z.array(provinceSchema).describe('All 31 provinces, in Statistical Centre code order'),
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const collator = collators[locale];
      const [provinceRows, cityRows] = await Promise.all([
        context.db.select().from(provinces).orderBy(asc(provinces.sciCode)),
        context.db
          .select({
            id: cities.id,
            provinceId: cities.provinceId,
            nameFa: cities.nameFa,
            nameEn: cities.nameEn,
          })
          .from(cities),
      ]);
      const citiesByProvince = new Map<number, { id: number; name: string }[]>();
      for (const city of cityRows) {
        const list = citiesByProvince.get(city.provinceId) ?? [];
        list.push({ id: city.id, name: locale === 'en-US' ? city.nameEn : city.nameFa });
        citiesByProvince.set(city.provinceId, list);
      }
      return provinceRows.map((province) => ({
        id: province.id,
        sciCode: province.sciCode,
        name: locale === 'en-US' ? province.nameEn : province.nameFa,
        cities: (citiesByProvince.get(province.id) ?? []).sort((first, second) =>
          collator.compare(first.name, second.name),
        ),
      }));
    },
  );

  app.get(
    '/v1/Search/GetVahedSabti',
    {
      schema: {
        tags: ['Search'],
        summary: 'Company registration offices of a province',
        querystring: z.object({
          provinceId: z.coerce
            .number({ error: 'province.invalid' })
            .int('province.invalid')
            .positive('province.invalid')
            .describe('Province id from GetProvince'),
        }),
        response: {
          200: z.array(registrationUnitSchema).describe('One registration office per city of the province'),
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { provinceId } = request.query;
      const [province] = await context.db
        .select({ id: provinces.id })
        .from(provinces)
        .where(eq(provinces.id, provinceId));
      if (!province) {
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'PROVINCE_UNKNOWN',
          messageKey: 'province.unknown',
          field: 'provinceId',
        });
      }
      const rows = await context.db
        .select({
          id: registrationUnits.id,
          nameFa: registrationUnits.nameFa,
          nameEn: registrationUnits.nameEn,
        })
        .from(registrationUnits)
        .where(eq(registrationUnits.provinceId, provinceId));
      const collator = collators[locale];
      return rows
        .map((row) => ({ id: row.id, name: locale === 'en-US' ? row.nameEn : row.nameFa }))
        .sort((first, second) => collator.compare(first.name, second.name));
    },
  );
}
