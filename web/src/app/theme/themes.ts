import { createDarkTheme, createLightTheme } from '@fluentui/react-components';
import type { BrandVariants, Theme } from '@fluentui/react-components';

export const themeNames = ['default', 'alt', 'dark'] as const;
/** The cookie that keeps the visitor's choice (also read by the prerendered shell's head, before it paints). */
export const themeCookieName = 'theme';
export type ThemeName = (typeof themeNames)[number];

/** Rasad's teal: the default brand. */
export const tealBrand: BrandVariants = {
  10: '#031a1b',
  20: '#062a2d',
  30: '#083b3e',
  40: '#0a4b50',
  50: '#0c5c61',
  60: '#0e6c73',
  70: '#107d84',
  80: '#138d96',
  90: '#17aeb8',
  100: '#1bcedb',
  110: '#37dbe6',
  120: '#59e1eb',
  130: '#7ce7ef',
  140: '#9fedf3',
  150: '#c1f4f7',
  160: '#e4fafc',
};

/** Indigo: the alternative light preset. */
const indigoBrand: BrandVariants = {
  10: '#0a0718',
  20: '#100b27',
  30: '#161036',
  40: '#1c1445',
  50: '#231955',
  60: '#291d64',
  70: '#2f2173',
  80: '#352682',
  90: '#422fa1',
  100: '#4e37bf',
  110: '#6551cc',
  120: '#806fd5',
  130: '#9a8dde',
  140: '#b5abe7',
  150: '#d0c9ef',
  160: '#eae7f8',
};

/** The self-hosted Vazirmatn carries both Persian and Latin letters, so one family serves both locales. */
const fontFamilyBase = "Vazirmatn, 'Segoe UI', Tahoma, system-ui, sans-serif";

function withFont(theme: Theme): Theme {
  return { ...theme, fontFamilyBase };
}

function darkTheme(brand: BrandVariants): Theme {
  const theme = createDarkTheme(brand);
  // Fluent's advice for dark themes: lighter brand foregrounds so links and icons keep their contrast.
  return {
    ...theme,
    colorBrandForeground1: brand[110],
    colorBrandForeground2: brand[120],
    colorBrandForegroundLink: brand[120],
    colorBrandForegroundLinkHover: brand[130],
  };
}

/**
 * Fluent's light theme fills buttons and draws brand text with brand[80], which for our teal is 3.98:1 against white
 * (WCAG AA asks 4.5:1): one step darker where white text sits on the brand colour (4.9:1), two steps for brand text,
 * which also sits on the grey page and footer background (6:1 on #f5f5f5).
 */
function lightTheme(brand: BrandVariants): Theme {
  const theme = createLightTheme(brand);
  return {
    ...theme,
    colorBrandBackground: brand[70],
    colorBrandBackgroundHover: brand[60],
    colorBrandBackgroundPressed: brand[40],
    colorBrandBackgroundSelected: brand[60],
    colorCompoundBrandBackground: brand[70],
    colorCompoundBrandBackgroundHover: brand[60],
    colorCompoundBrandBackgroundPressed: brand[50],
    colorBrandForeground1: brand[60],
    colorBrandForeground2: brand[50],
    colorCompoundBrandForeground1: brand[60],
    colorCompoundBrandForeground1Hover: brand[50],
    colorCompoundBrandForeground1Pressed: brand[40],
    colorBrandForegroundLink: brand[60],
    colorBrandForegroundLinkHover: brand[50],
    colorBrandForegroundLinkPressed: brand[40],
    colorNeutralForeground2BrandHover: brand[60],
    colorNeutralForeground2BrandPressed: brand[50],
    colorNeutralForeground2BrandSelected: brand[60],
    colorNeutralForeground3BrandHover: brand[60],
    colorNeutralForeground3BrandPressed: brand[50],
    colorNeutralForeground3BrandSelected: brand[60],
    colorBrandStroke1: brand[70],
    colorCompoundBrandStroke: brand[70],
  };
}

export const themes: Record<ThemeName, Theme> = {
  default: withFont(lightTheme(tealBrand)),
  alt: withFont(lightTheme(indigoBrand)),
  dark: withFont(darkTheme(tealBrand)),
};

export function isThemeName(value: string | undefined): value is ThemeName {
  return themeNames.some((name) => name === value);
}
