import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale, type Locale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { divisionRepository } from './division-repository.ts';

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

/** Provinces, cities and registration offices for search filters, registered under `/v1/Search`. */
export const divisionsPlugin: DomainPlugin = async (instance, { context }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const divisions = divisionRepository(context.db);
  app.get(
    '/GetProvince',
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
      const [provinceRows, cityRows] = await divisions.provincesAndCities();
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
    '/GetVahedSabti',
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
      if (!(await divisions.provinceExists(provinceId))) {
        return sendBusinessError(request, reply, {
          status: 400,
          code: 'PROVINCE_UNKNOWN',
          messageKey: 'province.unknown',
          field: 'provinceId',
        });
      }
      const rows = await divisions.registrationUnits(provinceId);
      const collator = collators[locale];
      return rows
        .map((row) => ({ id: row.id, name: locale === 'en-US' ? row.nameEn : row.nameFa }))
        .sort((first, second) => collator.compare(first.name, second.name));
    },
  );
};
