import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** The hero's layout: the frame's, and the search form's or the bar's inside it. */
export const useHomeHeroStyles = makeStyles({
  hero: {
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    color: tokens.colorNeutralForegroundOnBrand,
    paddingBlock: '72px 88px',
    paddingInline: tokens.spacingHorizontalXL,
    textAlign: 'center',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    '@media (max-width: 640px)': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  subtitle: {
    maxWidth: '720px',
    marginInline: 'auto',
    marginBlock: `${tokens.spacingVerticalL} ${tokens.spacingVerticalXXL}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    opacity: 0.92,
  },
  form: { maxWidth: '680px', marginInline: 'auto' },
  searchPlaceholder: {
    height: '40px',
    maxWidth: '680px',
    marginInline: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    opacity: 0.85,
  },
});

/**
 * The hero's band, headline and the line under it, around what goes below them: the search form, or a bar while the
 * page loads. The hero and its loading state both draw it, so one turns into the other without a jump.
 */
export function HomeHeroFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const styles = useHomeHeroStyles();
  return (
    <section className={styles.hero} aria-labelledby="home-search-title">
      <h1 id="home-search-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.subtitle}>{subtitle}</p>
      {children}
    </section>
  );
}
