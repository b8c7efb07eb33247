import { graphql, useMutation } from 'react-relay/hooks';
import type { useSearchResultsActionsAddMutation } from '../../../__generated__/useSearchResultsActionsAddMutation.graphql';
import type { useSearchResultsActionsExportMutation } from '../../../__generated__/useSearchResultsActionsExportMutation.graphql';

/** Adds an advanced search's matches to one of the viewer's lists. */
export function useCompanyListAddSearchResultsMutation() {
  return useMutation<useSearchResultsActionsAddMutation>(graphql`
    mutation useSearchResultsActionsAddMutation($input: CompanyListAddSearchResultsInput!) {
      companyListAddSearchResults(input: $input) {
        added
        # The list's first page again: the companies added may belong on it.
        companyList {
          id
          ...CompanyListCardFragment
        }
        userErrors {
          message
        }
      }
    }
  `);
}

/** An advanced search's matches as a CSV file. */
export function useCompanySearchExportMutation() {
  return useMutation<useSearchResultsActionsExportMutation>(graphql`
    mutation useSearchResultsActionsExportMutation($input: CompanySearchExportInput!) {
      companySearchExport(input: $input) {
        fileName
        csv
        userErrors {
          message
        }
      }
    }
  `);
}
