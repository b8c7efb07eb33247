import { makeStyles, tokens } from '@fluentui/react-components';

/** The hero's layout, shared by the hero and its loading state so that one turns into the other without a jump. */
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
  form: { display: 'flex', gap: tokens.spacingHorizontalS, maxWidth: '680px', marginInline: 'auto' },
  input: { flexGrow: 1, minWidth: 0 },
  searchPlaceholder: {
    height: '40px',
    maxWidth: '680px',
    marginInline: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    opacity: 0.85,
  },
});
