import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../format/dates.ts';
import { useLocale } from '../locale/useLocale.ts';
import { sectionStyles } from '../ui/sectionStyles.ts';
import { WrittenText } from '../ui/WrittenText.tsx';

const useStyles = makeStyles({
  answer: {
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
  },
  muted: sectionStyles.muted,
});

/**
 * The company's answer to a prefactor request, on a tinted ground under the day it was given, as both the requester
 * and the company's manager see it; each names the day in its own message (`answeredOnId`).
 */
export function PrefactorAnswer({
  answer,
  answeredAt,
  answeredOnId,
}: {
  answer: string;
  answeredAt: string | null | undefined;
  answeredOnId: string;
}) {
  const styles = useStyles();
  const locale = useLocale();
  return (
    <div className={styles.answer}>
      <Caption1 className={styles.muted}>
        <FormattedMessage
          id={answeredOnId}
          values={{ date: answeredAt ? formatDate(locale, answeredAt) : '' }}
        />
      </Caption1>
      <WrittenText as="p">{answer}</WrittenText>
    </div>
  );
}
