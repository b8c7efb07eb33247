import { Body1, Button, Caption1, Input, makeStyles, tokens } from '@fluentui/react-components';
import { OrganizationRegular, SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GraphStartPageQuery } from '../../../__generated__/GraphStartPageQuery.graphql';
import { useLocalisedPath } from '../../../shared/locale/useLocalisedPath.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { SavedGraphList } from './SavedGraphList.tsx';
import { withSearchText } from '../../../shared/locale/withSearchText.ts';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalS, marginBlockEnd: tokens.spacingVerticalL },
  input: { flexGrow: 1, minWidth: 0 },
  results: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  result: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'grid', minWidth: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
});

/** `/graph`: find the company or person to put at the centre of a relationship graph, or open a saved graph. */
export function GraphStartPage({ queryRef }: { queryRef: PreloadedQuery<GraphStartPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [searchParams] = useSearchParams();
  const searchedFor = searchParams.get('q') ?? '';
  const [text, setText] = useState(searchedFor);
  const { search, viewer } = usePreloadedQuery<GraphStartPageQuery>(
    graphql`
      query GraphStartPageQuery($text: String!, $hasText: Boolean!) @preloadable {
        viewer {
          ...SavedGraphListViewerFragment
        }
        search(text: $text, type: ALL, first: 10) @include(if: $hasText) {
          edges {
            node {
              type
              title
              subtitle
              company {
                id
              }
              person {
                id
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query !== '') navigate(withSearchText(localise('/graph'), query));
  };
  const centres = (search?.edges ?? []).flatMap(({ node }) => {
    const id = node.type === 'PERSON' ? node.person?.id : node.company?.id;
    return id ? [{ id, title: node.title, subtitle: node.subtitle }] : [];
  });
  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'business.graph.startTitle' })}
        subtitle={intl.formatMessage({ id: 'business.graph.startLead' })}
      />
      <form className={styles.form} role="search" onSubmit={submit} noValidate>
        <Input
          className={styles.input}
          value={text}
          onChange={(_, data) => setText(data.value)}
          aria-label={intl.formatMessage({ id: 'business.graph.startSearch' })}
          placeholder={intl.formatMessage({ id: 'business.graph.startSearch' })}
          contentBefore={<SearchRegular aria-hidden />}
        />
        <Button type="submit" appearance="primary">
          <FormattedMessage id="search.submit" />
        </Button>
      </form>
      {searchedFor !== '' && centres.length === 0 ? (
        <Body1>
          <FormattedMessage id="business.graph.startNone" />
        </Body1>
      ) : null}
      <ul className={styles.results}>
        {centres.map((centre) => (
          <li key={centre.id} className={styles.result}>
            <OrganizationRegular aria-hidden />
            <span className={styles.text}>
              <AppLink to={`/graph/${centre.id}`}>
                <bdi>{centre.title}</bdi>
              </AppLink>
              <Caption1 className={styles.subtitle}>
                <bdi>{centre.subtitle}</bdi>
              </Caption1>
            </span>
          </li>
        ))}
      </ul>
      {viewer ? <SavedGraphList viewer={viewer} /> : null}
    </PageContainer>
  );
}
