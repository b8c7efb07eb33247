import { homeSearchHeadingIn } from '@rasad/contracts/home-search-heading.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { HomeHeroFrame, useHomeHeroStyles } from './HomeHeroFrame.tsx';

/**
 * The hero while the home page loads: its headline and the line under it are fixed texts, drawn as the prerendered
 * page (web/build/prerender-shell-plugin.ts) draws them, so the headline stays in place from the first paint; the
 * search box is a bar until the page can take a search.
 */
export function HomeHeroSkeleton() {
  const styles = useHomeHeroStyles();
  const { title, subtitle } = homeSearchHeadingIn(useLocale());
  return (
    <HomeHeroFrame title={title} subtitle={subtitle}>
      <div className={styles.searchPlaceholder} />
    </HomeHeroFrame>
  );
}
