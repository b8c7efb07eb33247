import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { savedGraphNameRules } from '@rasad/contracts/rules/saved-graph-rules.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { SavedGraphListItemFragment$key } from '../../../__generated__/SavedGraphListItemFragment.graphql';
import type { SavedGraphListViewerFragment$key } from '../../../__generated__/SavedGraphListViewerFragment.graphql';
import type { SavedGraphListPaginationQuery } from '../../../__generated__/SavedGraphListPaginationQuery.graphql';
import { serverErrorType, useErrorText } from '../../../shared/forms/useErrorText.ts';
import { formatTehranDateTime } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { useSavedGraphDeleteMutation } from './useSavedGraphDeleteMutation.ts';
import { useSavedGraphRenameMutation } from './useSavedGraphRenameMutation.ts';
import { LoadMoreButton } from '../../../shared/ui/LoadMoreButton.tsx';

const pageSize = 10;

const useStyles = makeStyles({
  section: { marginBlockStart: tokens.spacingVerticalXXL, display: 'grid', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'grid', minWidth: 0, flexGrow: 1 },
  when: { color: tokens.colorNeutralForeground3 },
  rename: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

function SavedGraphItem({
  item,
  connectionId,
}: {
  item: SavedGraphListItemFragment$key;
  connectionId: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const errorText = useErrorText();
  const graph = useFragment(
    graphql`
      fragment SavedGraphListItemFragment on SavedGraph {
        id
        name
        updatedAt
      }
    `,
    item,
  );
  const [renaming, setRenaming] = useState(false);
  const [rename, isRenaming] = useSavedGraphRenameMutation();
  const [remove, isRemoving] = useSavedGraphDeleteMutation();
  const { register, handleSubmit, setError, formState } = useForm<{ name: string }>({
    resolver: zodResolver(savedGraphNameRules),
    values: { name: graph.name },
  });
  const submit = handleSubmit(({ name }) =>
    rename({
      variables: { input: { savedGraphId: graph.id, name } },
      onCompleted: ({ savedGraphRename }) => {
        const error = savedGraphRename.userErrors[0];
        if (error) setError('name', { type: serverErrorType, message: error.message });
        else setRenaming(false);
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <li className={styles.item} data-testid="saved-graph">
      {renaming ? (
        <form noValidate className={styles.rename} onSubmit={(event) => void submit(event)}>
          <Field
            label={intl.formatMessage({ id: 'business.savedGraph.newName' })}
            validationState={formState.errors.name ? 'error' : 'none'}
            validationMessage={errorText(formState.errors.name)}
          >
            <Input {...register('name')} />
          </Field>
          <Button type="submit" appearance="primary" disabled={isRenaming}>
            <FormattedMessage id="business.savedGraph.renameConfirm" />
          </Button>
          <Button onClick={() => setRenaming(false)}>
            <FormattedMessage id="business.savedGraph.cancel" />
          </Button>
        </form>
      ) : (
        <>
          <span className={styles.text}>
            <AppLink to={`/graph/saved/${graph.id}`}>{graph.name}</AppLink>
            <Caption1 className={styles.when}>
              <FormattedMessage
                id="business.savedGraph.updatedAt"
                values={{ when: formatTehranDateTime(locale, graph.updatedAt) }}
              />
            </Caption1>
          </span>
          <Button
            size="small"
            onClick={() => setRenaming(true)}
            aria-label={intl.formatMessage({ id: 'business.savedGraph.renameNamed' }, { name: graph.name })}
          >
            <FormattedMessage id="business.savedGraph.rename" />
          </Button>
          <Button
            size="small"
            disabled={isRemoving}
            aria-label={intl.formatMessage({ id: 'business.savedGraph.deleteNamed' }, { name: graph.name })}
            onClick={() =>
              remove({
                variables: { input: { savedGraphId: graph.id }, connections: [connectionId] },
                onCompleted: ({ savedGraphDelete }) => {
                  const error = savedGraphDelete.userErrors[0];
                  if (error) toast.error(error.message);
                },
                onError: () => toast.error(),
              })
            }
          >
            <FormattedMessage id="business.savedGraph.delete" />
          </Button>
        </>
      )}
    </li>
  );
}

/** The viewer's saved graphs, newest first, a page at a time: open, rename, delete. */
export function SavedGraphList({ viewer }: { viewer: SavedGraphListViewerFragment$key }) {
  const styles = useStyles();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    SavedGraphListPaginationQuery,
    SavedGraphListViewerFragment$key
  >(
    graphql`
      fragment SavedGraphListViewerFragment on Viewer
      @refetchable(queryName: "SavedGraphListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        savedGraphs(first: $first, after: $after) @connection(key: "SavedGraphList_savedGraphs") {
          __id
          edges {
            node {
              id
              ...SavedGraphListItemFragment
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.savedGraphs.edges;
  return (
    <section className={styles.section} aria-labelledby="saved-graphs-title">
      <Subtitle2 as="h2" id="saved-graphs-title">
        <FormattedMessage id="business.savedGraph.listTitle" />
      </Subtitle2>
      {edges.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.savedGraph.none" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <SavedGraphItem key={node.id} item={node} connectionId={data.savedGraphs.__id} />
          ))}
        </ul>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(pageSize)}>
        <FormattedMessage id="business.savedGraph.more" />
      </LoadMoreButton>
    </section>
  );
}
