import {
  Caption1,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeviceMeetingRoomRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LessonPlayerFragment$key } from '../../__generated__/LessonPlayerFragment.graphql';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { formatLessonDuration } from './formatLessonDuration.ts';
import { useDrawnOnServer } from '../../shared/rendering/useDrawnOnServer.ts';
import { LessonVideoControls } from './LessonVideoControls.tsx';
import { lessonPoster } from './lessonPoster.ts';
import { playerDeviceId } from './playerDeviceId.ts';
import { sendProgressOnPageExit } from './sendProgressOnPageExit.ts';
import { useLessonProgressLogMutation } from './useLessonProgressLogMutation.ts';

const useStyles = makeStyles({
  player: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  frame: {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    backgroundColor: '#000',
    // Full screen: the video takes what the bar under it leaves.
    '&:fullscreen': { justifyContent: 'center', borderRadius: 0 },
    '&:fullscreen > video': { flexGrow: 1, minHeight: 0, aspectRatio: 'auto' },
  },
  video: { display: 'block', width: '100%', aspectRatio: '16 / 9', backgroundColor: '#000' },
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
 * when playback starts, every few seconds of watching, on pause, at the end, and when the learner leaves mid-play (another
 * page, another lesson, or closing the tab). The clip's link comes with this device's admission under the device limit.
 */
export function LessonPlayer({
  lesson,
  reportsProgress,
  videoRef,
  onMediaExpired,
}: {
  lesson: LessonPlayerFragment$key;
  reportsProgress: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Asks for a fresh link when the clip's has run out; resolves once it is in the store. */
  onMediaExpired?: () => Promise<unknown>;
}) {
  const styles = useStyles();
  const locale = useLocale();
  const drawnOnServer = useDrawnOnServer();
  const data = useFragment(
    graphql`
      fragment LessonPlayerFragment on Lesson {
        id
        title
        durationSeconds
        canWatch
        lastPositionSeconds
        playback(deviceId: $deviceId) {
          mediaUrl
          refusal
        }
      }
    `,
    lesson,
  );
  const [commitLog] = useLessonProgressLogMutation();
  const [error, setError] = useState<string | null>(null);
  const [reportedSecond, setReportedSecond] = useState<number | null>(null);
  // Read once: the page mounts a new player per lesson, and later reports must not seek. A lesson watched
  // to its end starts again from the beginning; otherwise the media fragment (#t=) starts where the learner stopped.
  const [resumeAt] = useState(() =>
    data.lastPositionSeconds < data.durationSeconds - 1 ? data.lastPositionSeconds : 0,
  );
  const unreported = useRef(0);
  // Where the clip is, as far as the player knows: the resume point until the clip has loaded, so a link that
  // fails before then is renewed at that second, not at 0.
  const lastTime = useRef(resumeAt);
  /** The position the service last heard, so leaving reports only what it has not heard yet. */
  const reportedPosition = useRef<number | null>(null);
  const [mediaFailed, setMediaFailed] = useState(false);
  /** The link is renewed once after a failure; a failure of the fresh link is shown. */
  const renewal = useRef<'none' | 'pending' | 'done'>('none');
  const [restartAt, setRestartAt] = useState<number | null>(null);
  const renewedUrl = data.playback.mediaUrl;
  const frameRef = useRef<HTMLDivElement>(null);
  // An expired link (a tab left open): fetch a fresh one once and carry on from the same second. The
  // failure may be heard twice (the mount check and the element's late event); only a failure of the
  // fresh link is shown.
  const recoverMedia = useCallback(() => {
    if (renewal.current === 'pending') return;
    if (!onMediaExpired || renewal.current === 'done') {
      setMediaFailed(true);
      return;
    }
    renewal.current = 'pending';
    const at = lastTime.current;
    void onMediaExpired().then(
      () => {
        renewal.current = 'done';
        setRestartAt(at);
      },
      () => setMediaFailed(true),
    );
  }, [onMediaExpired]);
  // A failure can come before the element's listener is attached (a link refused at once): look once mounted.
  useEffect(() => {
    if (videoRef.current?.error && renewal.current === 'none') recoverMedia();
  }, [recoverMedia, videoRef]);
  // The fresh link may read the same as the old when renewed within the second: load it again anyway.
  useEffect(() => {
    if (restartAt !== null) videoRef.current?.load();
  }, [restartAt, renewedUrl, videoRef]);
  const resumedAt = resumeAt > 0 ? resumeAt : null;

  const progressInput = useCallback(
    (ended: boolean) => {
      const watchedSeconds = Math.round(unreported.current);
      unreported.current = 0;
      reportedPosition.current = lastTime.current;
      return {
        lessonId: data.id,
        positionSeconds: lastTime.current,
        watchedSeconds,
        ended,
        deviceId: playerDeviceId(),
      };
    },
    [data.id],
  );

  const report = useCallback(
    (ended: boolean) => {
      const video = videoRef.current;
      if (!reportsProgress || !video) return;
      lastTime.current = video.currentTime;
      commitLog({
        variables: { input: progressInput(ended) },
        onCompleted: ({ lessonProgressLog }) => {
          setError(lessonProgressLog.userErrors[0]?.message ?? null);
          if (lessonProgressLog.lesson) setReportedSecond(lessonProgressLog.lesson.lastPositionSeconds);
        },
      });
    },
    [commitLog, progressInput, reportsProgress, videoRef],
  );

  // The element is still attached when layout effects are torn down (passive ones come after its ref is
  // gone): read where it is then, since the last timeupdate may be a good part of a second old under load.
  useLayoutEffect(
    () => () => {
      if (videoRef.current) lastTime.current = videoRef.current.currentTime;
    },
    [videoRef],
  );

  // Leaving mid-play: within the app the report goes through Relay (so coming back resumes at the same second);
  // when the tab closes or reloads, the request is sent with keepalive so it outlives the page.
  useEffect(() => {
    if (!reportsProgress) return undefined;
    const unheard = () =>
      unreported.current >= 1 ||
      (reportedPosition.current !== null &&
        Math.floor(reportedPosition.current) !== Math.floor(lastTime.current));
    const onPageHide = () => {
      // The last timeupdate may be a quarter of a second old or more; the element still knows where it is.
      if (videoRef.current) lastTime.current = videoRef.current.currentTime;
      if (unheard()) sendProgressOnPageExit(locale, progressInput(false));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      if (unheard()) commitLog({ variables: { input: progressInput(false) } });
    };
  }, [commitLog, locale, progressInput, reportsProgress, videoRef]);

  if (data.playback.refusal === 'DEVICE_LIMIT') {
    return (
      <div className={styles.locked} data-testid="lesson-device-limit" role="alert">
        <DeviceMeetingRoomRegular fontSize={32} aria-hidden />
        <Subtitle1 as="h2">{data.title}</Subtitle1>
        <FormattedMessage id="courses.player.deviceLimit" />
      </div>
    );
  }

  const mediaUrl = data.playback.mediaUrl;
  if (!data.canWatch || !mediaUrl) {
    return (
      <div className={styles.locked} data-testid="lesson-locked">
        <LockClosedRegular fontSize={32} aria-hidden />
        <Subtitle1 as="h2">{data.title}</Subtitle1>
        <FormattedMessage id="courses.player.locked" />
      </div>
    );
  }

  return (
    <div
      className={styles.player}
      data-reported-second={reportedSecond ?? undefined}
      data-testid="lesson-player"
    >
      {/* Focusable by a click on the picture, not by Tab (the bar's controls are): the player's keys work from there. */}
      <div ref={frameRef} className={styles.frame} tabIndex={-1}>
        {/* The player's own bar (LessonVideoControls) replaces the browser's, which writes times in Latin digits. */}
        <video
          ref={videoRef}
          className={styles.video}
          src={(restartAt ?? resumeAt) > 0 ? `${mediaUrl}#t=${restartAt ?? resumeAt}` : mediaUrl}
          poster={lessonPoster}
          // A page drawn on the server fetches no clip: the app's player, drawn over it, does.
          preload={drawnOnServer ? 'none' : 'metadata'}
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
          // The service measures each report's watching against the time since the previous one, so playback starts with one.
          onPlay={() => report(false)}
          onPause={(event) => {
            if (!event.currentTarget.ended) report(false);
          }}
          onEnded={() => report(true)}
          onError={recoverMedia}
        />
        <LessonVideoControls videoRef={videoRef} frameRef={frameRef} durationSeconds={data.durationSeconds} />
      </div>
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
      {mediaFailed ? (
        <MessageBar intent="warning" data-testid="player-media-error">
          <MessageBarBody>
            <FormattedMessage id="courses.player.mediaFailed" />
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
