import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CompanyListsPageListsFragment$key } from '../../../__generated__/CompanyListsPageListsFragment.graphql';
import type { CompanyListsPagePaginationQuery } from '../../../__generated__/CompanyListsPagePaginationQuery.graphql';
import type { CompanyListsPageQuery } from '../../../__generated__/CompanyListsPageQuery.graphql';
import { useAuthDialog } from '../../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { CompanyListCard } from './CompanyListCard.tsx';
import { useCompanyListCreateMutation } from './useCompanyListCreateMutation.ts';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';

const pageSize = 20;

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    marginBlockEnd: tokens.spacingVerticalXL,
  },
  lists: { display: 'grid', gap: tokens.spacingVerticalL },
});

/** The viewer's lists of companies, a page at a time: create one; each card renames, removes and exports. */
export function CompanyListsPage({ queryRef }: { queryRef: PreloadedQuery<CompanyListsPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const { signedIn } = useViewer();
  const authDialog = useAuthDialog();
  const query = usePreloadedQuery<CompanyListsPageQuery>(
    graphql`
      query CompanyListsPageQuery @preloadable {
        ...CompanyListsPageListsFragment
      }
    `,
    queryRef,
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CompanyListsPagePaginationQuery,
    CompanyListsPageListsFragment$key
  >(
    graphql`
      fragment CompanyListsPageListsFragment on Query
      @refetchable(queryName: "CompanyListsPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        companyLists(first: $count, after: $cursor) @connection(key: "CompanyListsPage_companyLists") {
          __id
          edges {
            node {
              id
              ...CompanyListCardFragment
            }
          }
        }
      }
    `,
    query,
  );
  const [create, creating] = useCompanyListCreateMutation();
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Asked at the moment of acting: the signed-in state settles after the first render.
    if (!signedIn) {
      authDialog.show({ mode: 'signIn' });
      return;
    }
    create({
      variables: { input: { name }, connections: [data.companyLists.__id] },
      onCompleted: ({ companyListCreate }) => {
        if (companyListCreate.userErrors[0]) toast.error(companyListCreate.userErrors[0].message);
        else setName('');
      },
      onError: () => toast.error(),
    });
  };

  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'business.lists.title' })}
        subtitle={<FormattedMessage id="business.lists.subtitle" />}
      />
      <form noValidate className={styles.form} onSubmit={submit}>
        <Field label={intl.formatMessage({ id: 'business.lists.name' })}>
          <Input value={name} onChange={(_, { value }) => setName(value)} />
        </Field>
        <Button appearance="primary" type="submit" disabled={creating}>
          <FormattedMessage id="business.lists.create" />
        </Button>
      </form>
      <div className={styles.lists}>
        {data.companyLists.edges.map(({ node }) => (
          <CompanyListCard key={node.id} list={node} />
        ))}
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
          <FormattedMessage id="business.lists.moreLists" />
        </LoadMoreButton>
      </div>
    </PageContainer>
  );
}
