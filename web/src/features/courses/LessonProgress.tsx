import { Caption1, ProgressBar } from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/**
 * How many of a course's lessons the learner has watched: a bar, named with the same words as the caption under it
 * (a screen reader reads the bar's name; the caption is for the eye).
 */
export function LessonProgress({
  watched,
  total,
  captionTestId,
}: {
  watched: number;
  total: number;
  captionTestId?: string;
}) {
  const intl = useIntl();
  const words = intl.formatMessage({ id: 'courses.page.progress' }, { watched, total });
  return (
    <>
      <ProgressBar value={total === 0 ? 0 : watched / total} thickness="large" aria-label={words} />
      <Caption1 data-testid={captionTestId}>{words}</Caption1>
    </>
  );
}
