import { legalPersonInvoiceRules, realPersonInvoiceRules } from '@rasad/contracts/invoice-rules.ts';
import { z } from 'zod';

const orderIdRule = z.uuid({ error: 'order.notFound' }).describe('The paid order the invoice is for');

export const realPersonInvoiceSchema = realPersonInvoiceRules
  .extend({ orderId: orderIdRule })
  .describe('An individual buyer’s details for the official invoice');

export const legalPersonInvoiceSchema = legalPersonInvoiceRules
  .extend({ orderId: orderIdRule })
  .describe('A company buyer’s details for the official invoice');
