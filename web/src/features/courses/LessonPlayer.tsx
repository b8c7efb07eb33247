import { Caption1, MessageBar, MessageBarBody, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { LessonPlayerFragment$key } from '../../__generated__/LessonPlayerFragment.graphql';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { formatLessonDuration } from './formatLessonDuration.ts';
import { playerDeviceId } from './playerDeviceId.ts';
import { useLessonProgressLogMutation } from './useLessonProgressLogMutation.ts';

const useStyles = makeStyles({
  player: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  video: { width: '100%', aspectRatio: '16 / 9', backgroundColor: '#000', borderRadius: tokens.borderRadiusLarge },
  locked: {
    aspectRatio: '16 / 9',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusLarge,
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** How often the player reports while playing, in seconds of watching. */
const reportEverySeconds = 5;

/**
 * The lesson's video (mount one per lesson): resumes where the learner stopped and, for an enrolled learner, reports progress
 * every few seconds of watching, on pause and at the end.
 */
export function LessonPlayer({
  lesson,
  reportsProgress,
  videoRef,
}: {
  lesson: LessonPlayerFragment$key;
  reportsProgress: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const styles = useStyles();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment LessonPlayerFragment on Lesson {
        id
        title
        durationSeconds
        canWatch
        lastPositionSeconds
        mediaUrl
      }
    `,
    lesson,
  );
  const [commitLog] = useLessonProgressLogMutation();
  const [error, setError] = useState<string | null>(null);
  const [reportedSecond, setReportedSecond] = useState<number | null>(null);
  const unreported = useRef(0);
  const lastTime = useRef(0);
  // Read once: the page mounts a new player per lesson, and later reports must not seek. A lesson watched
  // to its end starts again from the beginning; otherwise the media fragment (#t=) starts where the learner stopped.
  const [resumeAt] = useState(() => (data.lastPositionSeconds < data.durationSeconds - 1 ? data.lastPositionSeconds : 0));
  const resumedAt = resumeAt > 0 ? resumeAt : null;

  const report = useCallback(
    (ended: boolean) => {
      const video = videoRef.current;
      if (!reportsProgress || !video) return;
      const watchedSeconds = Math.round(unreported.current);
      unreported.current = 0;
      commitLog({
        variables: {
          input: { lessonId: data.id, positionSeconds: video.currentTime, watchedSeconds, ended, deviceId: playerDeviceId() },
        },
        onCompleted: ({ lessonProgressLog }) => {
          setError(lessonProgressLog.userErrors[0]?.message ?? null);
          if (lessonProgressLog.lesson) setReportedSecond(lessonProgressLog.lesson.lastPositionSeconds);
        },
      });
    },
    [commitLog, data.id, reportsProgress, videoRef],
  );

  if (!data.canWatch || !data.mediaUrl) {
    return (
      <div className={styles.locked} data-testid="lesson-locked">
        <LockClosedRegular fontSize={32} aria-hidden />
        <Subtitle1 as="h2">{data.title}</Subtitle1>
        <FormattedMessage id="courses.player.locked" />
      </div>
    );
  }

  return (
    <div className={styles.player} data-reported-second={reportedSecond ?? undefined} data-testid="lesson-player">
      <video
        ref={videoRef}
        className={styles.video}
        src={resumeAt > 0 ? `${data.mediaUrl}#t=${resumeAt}` : data.mediaUrl}
        controls
        preload="metadata"
        data-testid="lesson-video"
        onLoadedMetadata={(event) => {
          lastTime.current = event.currentTarget.currentTime;
        }}
        onTimeUpdate={(event) => {
          const now = event.currentTarget.currentTime;
          const delta = now - lastTime.current;
          lastTime.current = now;
          // Seeks jump; only steady playback counts as watching.
          if (delta > 0 && delta < 2) unreported.current += delta;
          if (unreported.current >= reportEverySeconds) report(false);
        }}
        onSeeked={(event) => {
          lastTime.current = event.currentTarget.currentTime;
        }}
        onPause={(event) => {
          if (!event.currentTarget.ended) report(false);
        }}
        onEnded={() => report(true)}
      />
      <Subtitle1 as="h2">{data.title}</Subtitle1>
      <Caption1 className={styles.meta}>
        {formatLessonDuration(locale, data.durationSeconds)}
        {resumedAt !== null ? (
          <>
            {' · '}
            <span data-testid="resumed-at">
              <FormattedMessage id="courses.player.resumed" values={{ second: Math.floor(resumedAt) }} />
            </span>
          </>
        ) : null}
      </Caption1>
      {error ? (
        <MessageBar intent="warning" data-testid="player-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
