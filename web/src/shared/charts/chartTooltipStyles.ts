import { tokens } from '@fluentui/react-components';
import type { CSSProperties } from 'react';
import { textDirection, type AppLocale } from '../locale/locales.ts';

interface ChartTooltipStyles {
  contentStyle: CSSProperties;
  labelStyle: CSSProperties;
  itemStyle: CSSProperties;
}

/**
 * The look of a chart's tooltip, spread into each Recharts `Tooltip`: in the page's direction, since the chart's frame
 * is left to right, where «واردات : ۰ دلار» read value first in Persian; and in the theme's colours, where Recharts'
 * white box wrote each line in its series' colour (too faint for some) and stayed white in the dark theme. Inline
 * styles, as Recharts takes them, so the direction is not mirrored as a style sheet's would be.
 */
export function chartTooltipStyles(locale: AppLocale): ChartTooltipStyles {
  const text = { color: tokens.colorNeutralForeground1 };
  return {
    contentStyle: {
      direction: textDirection(locale),
      textAlign: 'start',
      backgroundColor: tokens.colorNeutralBackground1,
      borderColor: tokens.colorNeutralStroke1,
      ...text,
    },
    labelStyle: text,
    itemStyle: text,
  };
}
