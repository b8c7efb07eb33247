import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  FullScreenMaximizeRegular,
  FullScreenMinimizeRegular,
  PauseFilled,
  PlayFilled,
  Speaker2Regular,
  SpeakerMuteRegular,
} from '@fluentui/react-icons';
import { useEffect, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { lessonPlaybackRates, type LessonPlaybackRate } from '@rasad/contracts/lesson-playback-rates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useDrawnOnServer } from '../../shared/rendering/useDrawnOnServer.ts';
import { formatLessonDuration } from './formatLessonDuration.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  time: {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase200,
    paddingInline: tokens.spacingHorizontalXS,
  },
  // The browser's own range: it runs right to left on a Persian page and fills up to the thumb in the accent colour.
  // Fluent's Slider would bring Tabster to a page that has none (31 kB more over the wire on the course page).
  seek: {
    flexGrow: 1,
    minWidth: 0,
    height: '24px',
    margin: 0,
    accentColor: tokens.colorCompoundBrandBackground,
    cursor: 'pointer',
  },
  rate: { minWidth: 'auto', fontVariantNumeric: 'tabular-nums' },
});

/** Where this browser keeps the speed the learner chose last, for every lesson. */
const rateStorageKey = 'rasad.lessonPlaybackRate';

function rememberedRate(): LessonPlaybackRate {
  try {
    const stored = Number(window.localStorage.getItem(rateStorageKey));
    return lessonPlaybackRates.find((rate) => rate === stored) ?? 1;
  } catch {
    // Storage refused (a private window's quota, a blocked site): the usual speed.
    return 1;
  }
}

/** Plays at `rate` from now on, after a new link too (loading a source resets the speed to the default one). */
function setRate(video: HTMLVideoElement, rate: number) {
  video.defaultPlaybackRate = rate;
  video.playbackRate = rate;
}

interface PlaybackState {
  playing: boolean;
  position: number;
  duration: number;
  muted: boolean;
  rate: number;
}

function playbackState(video: HTMLVideoElement, knownDuration: number): PlaybackState {
  return {
    playing: !video.paused && !video.ended,
    position: video.currentTime,
    // Until the clip's metadata arrives (a page drawn on the server loads none), the lesson's own length.
    duration: Number.isFinite(video.duration) && video.duration > 0 ? video.duration : knownDuration,
    muted: video.muted,
    rate: video.playbackRate,
  };
}

/** Safari on an iPhone shows a video full screen only through this, and has no `requestFullscreen`. */
type VideoOnIPhone = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** The frame (the video and this bar) where the browser can, else the video alone (an iPhone's system player). */
function fullScreenWayHere(): 'frame' | 'video' | null {
  if (document.fullscreenEnabled) return 'frame';
  return 'webkitEnterFullscreen' in HTMLVideoElement.prototype ? 'video' : null;
}

function toggleFullScreen(
  way: 'frame' | 'video' | null,
  video: HTMLVideoElement | null,
  frame: HTMLDivElement | null,
) {
  if (way === 'video') (video as VideoOnIPhone | null)?.webkitEnterFullscreen?.();
  // A refusal (a browser's policy, an embedding frame) leaves the page as it is, the button as it was.
  else if (way === 'frame' && document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  else if (way === 'frame') frame?.requestFullscreen().catch(() => undefined);
}

/** Seconds an arrow key moves the video, and J or L (as on the video sites learners know). */
const arrowSeekSeconds = 5;
const letterSeekSeconds = 10;

/**
 * The player's keys while it has focus (a click on the picture gives it): K or Space plays and pauses, M mutes, F is
 * full screen, J and L or the arrows move back and on, the arrow that points the way the seek bar fills (left in
 * Persian) going on. Keys are matched by their place (`code`), so that they work the same on a Persian layout, where K
 * types «ن». A button keeps Space and the seek bar Space and the arrows, which they handle themselves. True when the key was one.
 */
function playerShortcut(
  event: KeyboardEvent,
  video: HTMLVideoElement,
  { rtl, fullScreen }: { rtl: boolean; fullScreen: () => void },
): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey) return false;
  const seek = (seconds: number) => {
    const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
    video.currentTime = Math.min(Math.max(video.currentTime + seconds, 0), end);
  };
  const on = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (event.code) {
    case 'KeyK':
      togglePlay(video);
      return true;
    case 'KeyM':
      video.muted = !video.muted;
      return true;
    case 'KeyF':
      fullScreen();
      return true;
    case 'KeyJ':
      seek(-letterSeekSeconds);
      return true;
    case 'KeyL':
      seek(letterSeekSeconds);
      return true;
    case 'Space':
      if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLInputElement) return false;
      togglePlay(video);
      return true;
    case on:
    case back:
      if (event.target instanceof HTMLInputElement) return false;
      seek(event.code === on ? arrowSeekSeconds : -arrowSeekSeconds);
      return true;
    default:
      return false;
  }
}

function togglePlay(video: HTMLVideoElement) {
  // A refused start (no clip, a browser's autoplay rule) leaves the element paused, and the bar with it.
  if (video.paused || video.ended) video.play().catch(() => undefined);
  else video.pause();
}

const watchedEvents = [
  'play',
  'pause',
  'ended',
  'timeupdate',
  'durationchange',
  'volumechange',
  'ratechange',
  'seeked',
  'emptied',
] as const;

/**
 * The lesson video's own controls, in place of the browser's: times in the page's digits («۰:۰۲ / ۰:۱۲», where the
 * browser writes 0:02 in any language), a seek bar that runs right to left in Persian, speed, sound and full screen.
 * The video element stays the single source of its state; the bar follows its events.
 */
export function LessonVideoControls({
  videoRef,
  frameRef,
  durationSeconds,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** What full screen shows: the video with this bar under it. */
  frameRef: RefObject<HTMLDivElement | null>;
  durationSeconds: number;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const [state, setState] = useState<PlaybackState>({
    playing: false,
    position: 0,
    duration: durationSeconds,
    muted: false,
    rate: 1,
  });
  const [fullScreen, setFullScreen] = useState(false);
  const drawnOnServer = useDrawnOnServer();
  // Known in the browser only: the page drawn on the server has no full-screen button.
  const fullScreenWay = drawnOnServer ? null : fullScreenWayHere();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const follow = () => setState(playbackState(video, durationSeconds));
    setRate(video, rememberedRate());
    follow();
    for (const event of watchedEvents) video.addEventListener(event, follow);
    // A tap on the picture plays or pauses, as in any player; the bar's button is the way for a keyboard.
    const toggle = () => togglePlay(video);
    video.addEventListener('click', toggle);
    return () => {
      for (const event of watchedEvents) video.removeEventListener(event, follow);
      video.removeEventListener('click', toggle);
    };
  }, [durationSeconds, videoRef]);

  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [frameRef]);

  const rtl = locale === 'fa-IR';
  useEffect(() => {
    const frame = frameRef.current;
    const element = videoRef.current;
    if (!frame || !element) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const fullScreen = () => toggleFullScreen(fullScreenWay, element, frame);
      if (playerShortcut(event, element, { rtl, fullScreen })) event.preventDefault();
    };
    frame.addEventListener('keydown', onKey);
    return () => frame.removeEventListener('keydown', onKey);
  }, [frameRef, videoRef, fullScreenWay, rtl]);

  const video = () => videoRef.current;
  const rateIndex = lessonPlaybackRates.findIndex((rate) => rate === state.rate);
  const nextRate = lessonPlaybackRates[(rateIndex + 1) % lessonPlaybackRates.length] ?? 1;
  const position = formatLessonDuration(locale, state.position);
  const duration = formatLessonDuration(locale, state.duration);

  return (
    <div
      className={styles.bar}
      role="group"
      aria-label={intl.formatMessage({ id: 'courses.player.controls' })}
      data-testid="lesson-controls"
    >
      <Button
        appearance="subtle"
        icon={state.playing ? <PauseFilled /> : <PlayFilled />}
        aria-label={intl.formatMessage({
          id: state.playing ? 'courses.player.pause' : 'courses.player.play',
        })}
        onClick={() => {
          const element = video();
          if (element) togglePlay(element);
        }}
        aria-keyshortcuts="k"
        data-testid="lesson-play"
      />
      <span className={styles.time} data-testid="lesson-time">
        {position} / {duration}
      </span>
      <input
        type="range"
        className={styles.seek}
        min={0}
        max={Math.max(state.duration, 1)}
        step={1}
        value={Math.min(state.position, state.duration)}
        aria-label={intl.formatMessage({ id: 'courses.player.seek' })}
        aria-valuetext={intl.formatMessage({ id: 'courses.player.position' }, { position, duration })}
        onChange={(event) => {
          const element = video();
          if (element) element.currentTime = Number(event.currentTarget.value);
        }}
        data-testid="lesson-seek"
      />
      <Button
        appearance="subtle"
        className={styles.rate}
        aria-label={intl.formatMessage({ id: 'courses.player.rate' }, { rate: state.rate })}
        onClick={() => {
          const element = video();
          if (!element) return;
          setRate(element, nextRate);
          try {
            window.localStorage.setItem(rateStorageKey, String(nextRate));
          } catch {
            // Not kept: this lesson still plays at the new speed.
          }
        }}
        data-testid="lesson-rate"
      >
        {intl.formatMessage({ id: 'courses.player.rateShort' }, { rate: state.rate })}
      </Button>
      <Button
        appearance="subtle"
        icon={state.muted ? <SpeakerMuteRegular /> : <Speaker2Regular />}
        aria-label={intl.formatMessage({ id: state.muted ? 'courses.player.unmute' : 'courses.player.mute' })}
        onClick={() => {
          const element = video();
          if (element) element.muted = !element.muted;
        }}
        aria-keyshortcuts="m"
        data-testid="lesson-mute"
      />
      {fullScreenWay ? (
        <Button
          appearance="subtle"
          icon={fullScreen ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />}
          aria-label={intl.formatMessage({
            id: fullScreen ? 'courses.player.exitFullScreen' : 'courses.player.fullScreen',
          })}
          onClick={() => toggleFullScreen(fullScreenWay, video(), frameRef.current)}
          aria-keyshortcuts="f"
        />
      ) : null}
    </div>
  );
}
