import { graphql, useMutation } from 'react-relay/hooks';
import type { useCompanyListExportMutation as Mutation } from '../../../__generated__/useCompanyListExportMutation.graphql';

export function useCompanyListExportMutation() {
  return useMutation<Mutation>(graphql`
    mutation useCompanyListExportMutation($input: CompanyListExportInput!) {
      companyListExport(input: $input) {
        fileName
        csv
        userErrors {
          message
        }
      }
    }
  `);
}
