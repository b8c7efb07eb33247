import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    flexWrap: 'wrap',
    color: tokens.colorNeutralForeground3,
  },
});

/**
 * The row under a question: who asked it and when, the course it is about (if any), then `children` (the list adds
 * the answer count). In the list and on the question's page.
 */
export function ForumQuestionByline({
  authorName,
  createdAt,
  courseTitle,
  children,
}: {
  authorName: string;
  createdAt: string;
  courseTitle: string | null | undefined;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const locale = useLocale();
  return (
    <div className={styles.row}>
      <Caption1>
        <FormattedMessage
          id="forum.byline"
          values={{ author: authorName, date: formatDate(locale, createdAt) }}
        />
      </Caption1>
      {courseTitle && (
        <Badge appearance="tint" color="brand">
          {courseTitle}
        </Badge>
      )}
      {children}
    </div>
  );
}
