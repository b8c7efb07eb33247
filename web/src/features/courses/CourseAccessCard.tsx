import { Body1, Button, Caption1, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CalendarClockRegular, DeviceMeetingRoomRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CourseAccessCardFragment$key } from '../../__generated__/CourseAccessCardFragment.graphql';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { useViewer } from '../../shared/auth/useViewer.ts';
import { Tomans } from '../../shared/format/Tomans.tsx';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { useCourseEnrolMutation } from './useCourseEnrolMutation.ts';
import { Panel } from '../../shared/ui/Panel.tsx';
import { LessonProgress } from './LessonProgress.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  ended: { color: tokens.colorPaletteRedForeground1 },
  price: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** For an enrolled learner: days remaining, devices and progress; for anyone else: price and what access gives. */
export function CourseAccessCard({ course }: { course: CourseAccessCardFragment$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment CourseAccessCardFragment on Course {
        id
        price
        accessDays
        deviceLimit
        lessonCount
        enrolment {
          daysRemaining
          hasAccess
          deviceLimit
          devicesUsed
          watchedLessonCount
        }
      }
    `,
    course,
  );
  const enrolment = data.enrolment;
  const viewer = useViewer();
  const authDialog = useAuthDialog();
  const toast = useAppToast();
  const [enrol, enrolling] = useCourseEnrolMutation();
  const wayIn =
    data.price === 0 ? (
      <Button
        appearance="primary"
        disabled={enrolling}
        onClick={() => {
          if (!viewer.signedIn) return authDialog.show({ mode: 'signUp' });
          enrol({
            variables: { input: { courseId: data.id } },
            onCompleted: ({ courseEnrol }) =>
              courseEnrol.course ? toast.success() : toast.error(courseEnrol.userErrors[0]?.message),
            onError: () => toast.error(),
          });
        }}
      >
        <FormattedMessage id="commerce.course.enrol" />
      </Button>
    ) : (
      <ButtonLink appearance="primary" to={`/checkout?course=${encodeURIComponent(data.id)}`}>
        <FormattedMessage id="commerce.course.buy" />
      </ButtonLink>
    );
  if (!enrolment) {
    return (
      <Panel className={styles.card}>
        <Text className={styles.price}>
          {data.price === 0 ? <FormattedMessage id="courses.card.free" /> : <Tomans rials={data.price} />}
        </Text>
        <Caption1>
          <FormattedMessage
            id="courses.page.accessDays"
            values={{ days: data.accessDays, devices: data.deviceLimit }}
          />
        </Caption1>
        <Body1>
          <FormattedMessage id="courses.page.notEnrolled" />
        </Body1>
        {wayIn}
      </Panel>
    );
  }
  return (
    <Panel className={styles.card} data-testid="course-access">
      <Subtitle2 as="h2">
        <FormattedMessage id="courses.page.access" />
      </Subtitle2>
      <Body1
        className={enrolment.hasAccess ? styles.line : `${styles.line} ${styles.ended}`}
        data-testid="days-remaining"
      >
        <CalendarClockRegular aria-hidden />
        <FormattedMessage id="courses.page.daysRemaining" values={{ days: enrolment.daysRemaining }} />
      </Body1>
      <Body1 className={styles.line}>
        <DeviceMeetingRoomRegular aria-hidden />
        <FormattedMessage
          id="courses.page.devices"
          values={{ used: enrolment.devicesUsed, limit: enrolment.deviceLimit }}
        />
      </Body1>
      <LessonProgress
        watched={enrolment.watchedLessonCount}
        total={data.lessonCount}
        captionTestId="course-progress"
      />
      {!enrolment.hasAccess && wayIn}
    </Panel>
  );
}
