import { homeSearchHeading } from '@rasad/contracts/home-search-heading.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { HomeHeroFrame, useHomeHeroStyles } from './HomeHeroFrame.tsx';

/**
 * The hero while the home page loads: its headline and the line under it are fixed texts, drawn as the prerendered
 * page (web/build/prerender-shell-plugin.ts) draws them, so the headline stays in place from the first paint; the
 * search box is a bar until the page can take a search.
 */
export function HomeHeroSkeleton() {
  const styles = useHomeHeroStyles();
  const language = useLocale() === 'en-US' ? 'en' : 'fa';
  return (
    <HomeHeroFrame title={homeSearchHeading.title[language]} subtitle={homeSearchHeading.subtitle[language]}>
      <div className={styles.searchPlaceholder} />
    </HomeHeroFrame>
  );
}
