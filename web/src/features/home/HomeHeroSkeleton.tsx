import { homeSearchHeading } from '@rasad/contracts/home-search-heading.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useHomeHeroStyles } from './homeHeroStyles.ts';

/**
 * The hero while the home page loads: its headline and the line under it are fixed texts, drawn as the prerendered
 * page (web/build/prerender-shell-plugin.ts) draws them, so the headline stays in place from the first paint; the
 * search box is a bar until the page can take a search.
 */
export function HomeHeroSkeleton() {
  const styles = useHomeHeroStyles();
  const language = useLocale() === 'en-US' ? 'en' : 'fa';
  return (
    <section className={styles.hero} aria-labelledby="home-search-title">
      <h1 id="home-search-title" className={styles.title}>
        {homeSearchHeading.title[language]}
      </h1>
      <p className={styles.subtitle}>{homeSearchHeading.subtitle[language]}</p>
      <div className={styles.searchPlaceholder} />
    </section>
  );
}
