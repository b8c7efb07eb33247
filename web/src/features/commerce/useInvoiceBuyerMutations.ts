import { graphql, useMutation } from 'react-relay/hooks';
import type { useInvoiceBuyerMutationsLegalMutation } from '../../__generated__/useInvoiceBuyerMutationsLegalMutation.graphql';
import type { useInvoiceBuyerMutationsRealMutation } from '../../__generated__/useInvoiceBuyerMutationsRealMutation.graphql';

/** The buyer's details as a person for an order's official invoice. */
export function useInvoiceRealPersonSetMutation() {
  return useMutation<useInvoiceBuyerMutationsRealMutation>(graphql`
    mutation useInvoiceBuyerMutationsRealMutation($input: InvoiceRealPersonSetInput!) {
      invoiceRealPersonSet(input: $input) {
        order {
          id
          ...InvoiceBuyerFormFragment
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}

/** The buyer's details as a company for an order's official invoice. */
export function useInvoiceLegalPersonSetMutation() {
  return useMutation<useInvoiceBuyerMutationsLegalMutation>(graphql`
    mutation useInvoiceBuyerMutationsLegalMutation($input: InvoiceLegalPersonSetInput!) {
      invoiceLegalPersonSet(input: $input) {
        order {
          id
          ...InvoiceBuyerFormFragment
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
}
