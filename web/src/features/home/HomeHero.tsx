import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { HomeHeroFragment$key } from '../../__generated__/HomeHeroFragment.graphql';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { SearchTextForm } from '../../shared/ui/SearchTextForm.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { HomeHeroFrame, useHomeHeroStyles } from './HomeHeroFrame.tsx';
import { withSearchText } from '../../shared/locale/withSearchText.ts';

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

  return (
    <HomeHeroFrame title={data.searchTitle} subtitle={data.searchSubtitle}>
      <SearchTextForm
        className={styles.form}
        text={text}
        onTextChange={setText}
        onSearch={(query) => void navigate(withSearchText(localise('/search'), query))}
        buttonAppearance="secondary"
      />
    </HomeHeroFrame>
  );
}
