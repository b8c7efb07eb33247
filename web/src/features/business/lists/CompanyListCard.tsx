import { Body1, Button, Caption1, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular, RenameRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { CompanyListCardFragment$key } from '../../../__generated__/CompanyListCardFragment.graphql';
import type { CompanyListCardPaginationQuery } from '../../../__generated__/CompanyListCardPaginationQuery.graphql';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { downloadCsv } from './downloadCsv.ts';
import { useCompanyListExportMutation } from './useCompanyListExportMutation.ts';
import { useCompanyListRemoveCompanyMutation } from './useCompanyListRemoveCompanyMutation.ts';
import { useCompanyListRenameMutation } from './useCompanyListRenameMutation.ts';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';

const pageSize = 20;

const useStyles = makeStyles({
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  items: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

/** One list: its name (renamable), how many companies it holds, its companies a page at a time, CSV export. */
export function CompanyListCard({ list: listKey }: { list: CompanyListCardFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const {
    data: list,
    hasNext,
    loadNext,
    isLoadingNext,
  } = usePaginationFragment<CompanyListCardPaginationQuery, CompanyListCardFragment$key>(
    graphql`
      fragment CompanyListCardFragment on CompanyList
      @refetchable(queryName: "CompanyListCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        name
        companyCount
        companies(first: $count, after: $cursor) @connection(key: "CompanyListCard_companies") {
          __id
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    listKey,
  );
  const [rename] = useCompanyListRenameMutation();
  const [remove] = useCompanyListRemoveCompanyMutation();
  const [exportList] = useCompanyListExportMutation();
  const [newName, setNewName] = useState<string | null>(null);

  const report = (errors: readonly { message: string }[]) => {
    if (errors[0]) toast.error(errors[0].message);
    return errors.length === 0;
  };
  const companies = list.companies.edges;

  return (
    <Panel data-testid="company-list">
      <div className={styles.head}>
        {newName === null ? (
          <Subtitle2 as="h2">{list.name}</Subtitle2>
        ) : (
          <form
            noValidate
            className={styles.head}
            onSubmit={(event) => {
              event.preventDefault();
              rename({
                variables: { input: { listId: list.id, name: newName } },
                onCompleted: ({ companyListRename }) => {
                  if (report(companyListRename.userErrors)) setNewName(null);
                },
                onError: () => toast.error(),
              });
            }}
          >
            <Input
              aria-label={intl.formatMessage({ id: 'business.lists.newName' })}
              value={newName}
              onChange={(_, { value }) => setNewName(value)}
            />
            <Button type="submit">
              <FormattedMessage id="business.lists.save" />
            </Button>
          </form>
        )}
        <Caption1>
          <FormattedMessage id="business.lists.count" values={{ count: list.companyCount }} />
        </Caption1>
        <Button icon={<RenameRegular />} appearance="subtle" onClick={() => setNewName(list.name)}>
          <FormattedMessage id="business.lists.rename" />
        </Button>
        <Button
          icon={<ArrowDownloadRegular />}
          appearance="subtle"
          onClick={() =>
            exportList({
              variables: { input: { listId: list.id } },
              onCompleted: ({ companyListExport }) => {
                if (
                  report(companyListExport.userErrors) &&
                  companyListExport.csv &&
                  companyListExport.fileName
                ) {
                  downloadCsv(companyListExport.fileName, companyListExport.csv);
                }
              },
              onError: () => toast.error(),
            })
          }
        >
          <FormattedMessage id="business.lists.export" />
        </Button>
      </div>
      {companies.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.lists.empty" />
        </Body1>
      ) : (
        <ul className={styles.items}>
          {companies.map(({ node: company }) => (
            <li key={company.id} className={styles.item}>
              <AppLink to={`/company/${company.id}`}>{company.name}</AppLink>
              <Button
                icon={<DeleteRegular />}
                appearance="subtle"
                aria-label={intl.formatMessage({ id: 'business.lists.remove' }, { name: company.name })}
                onClick={() =>
                  remove({
                    variables: {
                      input: { listId: list.id, companyId: company.id },
                      connections: [list.companies.__id],
                    },
                    onCompleted: ({ companyListRemoveCompany }) => {
                      report(companyListRemoveCompany.userErrors);
                    },
                    onError: () => toast.error(),
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="business.lists.moreCompanies" />
      </LoadMoreButton>
    </Panel>
  );
}
