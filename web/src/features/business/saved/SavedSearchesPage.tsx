import { zodResolver } from '@hookform/resolvers/zod';
import { Body1, Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, RenameRegular, SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { SavedSearchesPageQuery } from '../../../__generated__/SavedSearchesPageQuery.graphql';
import { applyUserErrors } from '../../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../../shared/forms/useErrorText.ts';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { useAppToast } from '../../../shared/toast/useAppToast.tsx';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { SignInPrompt } from '../../../shared/auth/SignInPrompt.tsx';
import { savedSearchNameRules, type SavedSearchNameForm } from '@rasad/contracts/rules/saved-search-rules.ts';
import { useSavedSearchDeleteMutation } from './useSavedSearchDeleteMutation.ts';
import { useSavedSearchRenameMutation } from './useSavedSearchRenameMutation.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  name: { flexGrow: 1, overflowWrap: 'anywhere' },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  meta: { color: tokens.colorNeutralForeground3 },
});

type SavedSearchItem = NonNullable<SavedSearchesPageQuery['response']['viewer']>['savedSearches'][number];

/** The viewer's saved searches: reopen, rename, delete. Their alerts arrive in the feed and a daily digest. */
export function SavedSearchesPage({ queryRef }: { queryRef: PreloadedQuery<SavedSearchesPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<SavedSearchesPageQuery>(
    graphql`
      query SavedSearchesPageQuery @preloadable {
        viewer {
          savedSearches {
            id
            name
            screenQuery
            createdAt
          }
        }
      }
    `,
    queryRef,
  );
  const searches = viewer?.savedSearches ?? [];
  return (
    <PageContainer narrow>
      <PageHeader
        title={intl.formatMessage({ id: 'business.saved.title' })}
        subtitle={intl.formatMessage({ id: 'business.saved.subtitle' })}
      />
      {!viewer ? (
        <SignInPrompt />
      ) : searches.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.saved.empty" />{' '}
          <AppLink to="/search/advanced">
            <FormattedMessage id="business.saved.toAdvanced" />
          </AppLink>
        </Body1>
      ) : (
        <div className={styles.list}>
          {searches.map((search) => (
            <SavedSearchCard key={search.id} search={search} />
          ))}
        </div>
      )}
    </PageContainer>
  );
}

function SavedSearchCard({ search }: { search: SavedSearchItem }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [renaming, setRenaming] = useState(false);
  const [rename, renameInFlight] = useSavedSearchRenameMutation();
  const [remove, removing] = useSavedSearchDeleteMutation();
  const { register, handleSubmit, setError, formState } = useForm<SavedSearchNameForm>({
    defaultValues: { name: search.name },
    resolver: zodResolver(savedSearchNameRules, undefined, { raw: true }) as never,
  });
  const submit = handleSubmit((form) =>
    rename({
      variables: { input: { savedSearchId: search.id, name: form.name } },
      onCompleted: ({ savedSearchRename }) => {
        if (savedSearchRename.userErrors.length > 0) {
          const unplaced = applyUserErrors(savedSearchRename.userErrors, ['name'], setError);
          if (unplaced[0]) toast.error(unplaced[0]);
          return;
        }
        setRenaming(false);
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <Panel data-testid="saved-search">
      <div className={styles.head}>
        <Body1 className={styles.name}>
          <strong>{search.name}</strong>
        </Body1>
        <AppLink to={`/search/advanced?${search.screenQuery}`}>
          <SearchRegular aria-hidden /> <FormattedMessage id="business.saved.open" />
        </AppLink>
        <Button appearance="subtle" icon={<RenameRegular />} onClick={() => setRenaming(!renaming)}>
          <FormattedMessage id="business.saved.rename" />
        </Button>
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          disabled={removing}
          onClick={() =>
            remove({
              variables: { input: { savedSearchId: search.id } },
              onCompleted: ({ savedSearchDelete }) => {
                if (savedSearchDelete.userErrors[0]) toast.error(savedSearchDelete.userErrors[0].message);
              },
              onError: () => toast.error(),
            })
          }
        >
          <FormattedMessage id="business.saved.delete" />
        </Button>
      </div>
      <Caption1 className={styles.meta}>
        <FormattedMessage id="business.saved.since" values={{ date: formatDate(locale, search.createdAt) }} />
      </Caption1>
      {renaming ? (
        <form noValidate className={styles.form} onSubmit={submit}>
          <Field
            label={intl.formatMessage({ id: 'business.saved.name' })}
            validationMessage={errorText(formState.errors.name)}
          >
            <Input {...register('name')} />
          </Field>
          <Button appearance="primary" type="submit" disabled={renameInFlight}>
            <FormattedMessage id="business.saved.confirmRename" />
          </Button>
        </form>
      ) : null}
    </Panel>
  );
}
