import { Badge, Caption1 } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

/** Who asked a question and when, and the course it is about (if any): in the list and on the question's page. */
export function ForumQuestionByline({
  authorName,
  createdAt,
  courseTitle,
}: {
  authorName: string;
  createdAt: string;
  courseTitle: string | null | undefined;
}) {
  const locale = useLocale();
  return (
    <>
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
    </>
  );
}
