import { z } from 'zod';
import { isValidLegalId, isValidNationalCode } from '@rasad/contracts/iranian-identifiers.ts';
import { emailRule } from '@rasad/contracts/rules/contact-field-rules.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
const legalId = z.string().refine(isValidLegalId, 'a valid 11-digit legal national ID');
const nationalCode = z.string().refine(isValidNationalCode, 'a valid 10-digit national code');
const noticeNumber = z.string().regex(/^\d{1,16}$/, 'a gazette notice number of 1–16 digits');
const hsCode = z.string().regex(/^\d{4,6}$/, 'an HS heading of 4–6 digits');

/** One JSON object per line, per table; companies and persons are referred to by their official identifiers. */
export const importRowSchemas = {
  companies: z.object({
    nationalId: legalId,
    name: z.string().trim().min(2).max(300),
    registrationNumber: z.string().regex(/^\d{1,12}$/),
    registrationDate: isoDay,
    legalForm: z.enum([
      'PRIVATE_JOINT_STOCK',
      'LIMITED_LIABILITY',
      'PUBLIC_JOINT_STOCK',
      'COOPERATIVE',
      'INSTITUTE',
    ]),
    status: z.enum(['ACTIVE', 'LIQUIDATING', 'DISSOLVED']),
    capitalRials: z.number().int().nonnegative(),
    province: z.string().describe('Persian province name, e.g. تهران').optional(),
    city: z.string().describe('Persian city name within the province').optional(),
    address: z.string().max(500).optional(),
    postalCode: z
      .string()
      .regex(/^\d{10}$/)
      .optional(),
    phone: z
      .string()
      .regex(/^0\d{9,11}$/)
      .optional(),
    website: z.string().url().optional(),
    email: emailRule.optional(),
    about: z.string().max(4000).optional(),
    isicCode: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    changedOn: isoDay
      .describe('When a change this row makes took effect (default: the day it is loaded)')
      .optional(),
    noticeNumber: noticeNumber.describe('The gazette notice that announced the change').optional(),
  }),
  persons: z.object({
    nationalCode,
    fullName: z.string().trim().min(2).max(200),
    gender: z.enum(['MALE', 'FEMALE']),
  }),
  roles: z.object({
    companyNationalId: legalId,
    personNationalCode: nationalCode,
    role: z.enum(['CEO', 'CHAIR', 'BOARD_MEMBER', 'SIGNATORY', 'SHAREHOLDER']),
    sharePercent: z.number().min(0).max(100).optional(),
    startedOn: isoDay,
    endedOn: isoDay.optional(),
    noticeNumber: noticeNumber
      .describe('The gazette notice that announced the appointment or departure')
      .optional(),
  }),
  links: z.object({
    parentNationalId: legalId,
    childNationalId: legalId,
    kind: z.enum(['SHAREHOLDING', 'SUBSIDIARY']),
    sharePercent: z.number().min(0).max(100).optional(),
  }),
  products: z.object({
    companyNationalId: legalId,
    name: z.string().trim().min(1).max(200),
    brand: z.string().max(200).optional(),
    hsCode,
  }),
  trade: z.object({
    companyNationalId: legalId,
    year: z.number().int().min(1300).max(1500).describe('Solar Hijri year'),
    hsCode,
    direction: z.enum(['IMPORT', 'EXPORT']),
    valueUsd: z.number().int().nonnegative(),
    weightKg: z.number().int().nonnegative(),
    country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code'),
  }),
  gazette: z.object({
    companyNationalId: legalId,
    kind: z.enum(['ESTABLISHMENT', 'CAPITAL_CHANGE', 'ADDRESS_CHANGE', 'BOARD_CHANGE', 'DISSOLUTION']),
    publishedOn: isoDay,
    noticeNumber,
    summary: z.string().trim().min(1).max(4000),
  }),
  capital: z.object({
    companyNationalId: legalId,
    changedOn: isoDay,
    capitalRials: z.number().int().nonnegative(),
  }),
} as const;

export type ImportTable = keyof typeof importRowSchemas;
export const importTables = Object.keys(importRowSchemas) as ImportTable[];

/** The most text one batch's table may hold (the operator route's body limit is this and a little). */
export const importFileMaxBytes = 50 * 1024 * 1024;

/** One batch as the operator route and a polled feed URL carry it: the text of `<table>.jsonl` per table. */
export const importFilesSchema = z
  .partialRecord(z.enum(importTables), z.string().max(importFileMaxBytes))
  .describe('The text of `<table>.jsonl` per table');
