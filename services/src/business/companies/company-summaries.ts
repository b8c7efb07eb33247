import { z } from 'zod';
import { companyStatuses, legalForms } from '../business-fixed-sets.ts';

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nationalId: z.string().describe('11-digit legal national ID'),
  registrationNumber: z.string(),
  registrationDate: z.string().describe('YYYY-MM-DD (Gregorian)'),
  registrationUnit: z.string().nullable(),
  legalForm: z.enum(legalForms),
  status: z.enum(companyStatuses),
  capitalRials: z.number().int(),
  provinceId: z.number().int().nullable(),
  province: z.string().nullable(),
  cityId: z.number().int().nullable(),
  city: z.string().nullable(),
  isicCode: z.string().nullable(),
  industry: z.string().nullable().describe('ISIC class title'),
});

export type CompanySummary = z.infer<typeof companySummarySchema>;
