import { Text, XAxis, YAxis } from 'recharts';
import type { YAxisTickContentProps } from 'recharts';
import type { AppLocale } from '../../../shared/locale/locales.ts';
import { formatCompact, formatYear } from '../format/businessFormat.ts';
import { chartMargin } from '../../../shared/charts/ChartFrame.tsx';
import { chartLabel } from '../../../shared/charts/chartLabel.ts';
import { alongFromRight, readingSide } from '../../../shared/charts/chartDirection.ts';

/**
 * Solar Hijri years along the bottom, from the right in Persian. At 12 px six years fit a phone's width in English too,
 * where at Recharts' 14 px it dropped every other one; a longer run still drops what would crowd.
 */
export function yearAxis(locale: AppLocale, dataKey: string) {
  return (
    <XAxis
      dataKey={dataKey}
      reversed={alongFromRight(locale)}
      tick={{ fontSize: 12 }}
      tickFormatter={(year: number) => chartLabel(locale, formatYear(locale, year))}
    />
  );
}

/** Amounts and counts on the reading side (right in Persian), compact and in the page's digits. */
export function amountAxis(locale: AppLocale) {
  return (
    <YAxis
      orientation={readingSide(locale)}
      tickFormatter={(value: number) => chartLabel(locale, formatCompact(locale, value))}
      width={84}
    />
  );
}

/**
 * Names (provinces, HS chapters, capital brackets) down the reading side, each level, for bars that grow from it:
 * slanted under a phone's dozen narrow columns they ran into each other and off the chart. A name longer than
 * `maxLines` lines of the axis' width ends in an ellipsis (Recharts measures it); the tooltip shows it whole.
 */
export function namesAxis(
  locale: AppLocale,
  { width, fontSize, maxLines }: { width: number; fontSize: number; maxLines: number },
) {
  return (
    <YAxis
      type="category"
      dataKey="key"
      orientation={readingSide(locale)}
      width={width}
      interval={0}
      // A tick drawn here, since Recharts passes a tick object's SVG attributes only, and maxLines is none.
      tick={(tick: YAxisTickContentProps) => (
        <Text
          x={tick.x}
          y={tick.y}
          width={tick.width}
          textAnchor={tick.textAnchor}
          verticalAnchor={tick.verticalAnchor}
          fill={tick.fill}
          className={tick.className}
          fontSize={fontSize}
          maxLines={maxLines}
        >
          {chartLabel(locale, String(tick.payload.value))}
        </Text>
      )}
    />
  );
}

/** Amounts and counts along the bottom for bars that grow from the names (right to left in Persian). */
export function amountAlongAxis(locale: AppLocale) {
  return (
    <XAxis
      type="number"
      reversed={alongFromRight(locale)}
      tickFormatter={(value: number) => chartLabel(locale, formatCompact(locale, value))}
    />
  );
}

/** Bars along the names: the far end's amount («۲٫۸ میلیارد») is centred on the chart's edge and needs the room. */
export function namesChartMargin(locale: AppLocale) {
  const farEnd = 44;
  return alongFromRight(locale) ? { ...chartMargin, left: farEnd } : { ...chartMargin, right: farEnd };
}
