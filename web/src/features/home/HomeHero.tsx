import { Button, Input } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { HomeHeroFragment$key } from '../../__generated__/HomeHeroFragment.graphql';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { HomeHeroFrame, useHomeHeroStyles } from './HomeHeroFrame.tsx';

/** The headline and the big search box. */
export function HomeHero({ home }: { home: HomeHeroFragment$key }) {
  const styles = useHomeHeroStyles();
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment HomeHeroFragment on HomePage {
        searchTitle
        searchSubtitle
      }
    `,
    home,
  );
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [text, setText] = useState('');
  useDocumentTitle(intl.formatMessage({ id: 'site.name' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query !== '') void navigate(`${localise('/search')}?${new URLSearchParams({ q: query }).toString()}`);
  };

  return (
    <HomeHeroFrame title={data.searchTitle} subtitle={data.searchSubtitle}>
      <form noValidate role="search" className={styles.form} onSubmit={submit}>
        <Input
          className={styles.input}
          size="large"
          type="search"
          value={text}
          onChange={(_, { value }) => setText(value)}
          contentBefore={<SearchRegular aria-hidden />}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'search.label' })}
        />
        <Button appearance="secondary" size="large" type="submit">
          <FormattedMessage id="search.submit" />
        </Button>
      </form>
    </HomeHeroFrame>
  );
}
