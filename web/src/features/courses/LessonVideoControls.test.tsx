import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relay/environment.ts';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { LessonVideoControls } from './LessonVideoControls.tsx';

/**
 * jsdom's media element plays nothing: `play` and `pause` are given the browser's effect on the element's state and
 * its events, so the bar is tested against what it reads and sets on a real element.
 */
beforeEach(() => {
  window.localStorage.clear();
  let paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function renderPlayer(locale: AppLocale = 'fa-IR') {
  const videoRef = createRef<HTMLVideoElement>();
  const frameRef = createRef<HTMLDivElement>();
  renderWithProviders(
    <div ref={frameRef} tabIndex={-1} data-testid="frame">
      <video ref={videoRef} data-testid="video" />
      <LessonVideoControls videoRef={videoRef} frameRef={frameRef} durationSeconds={72} />
    </div>,
    { environment: createRelayEnvironment(locale, vi.fn()), locale },
  );
  return videoRef.current!;
}

/** Moves the element's clock as playback would, and tells its listeners. */
function playTo(video: HTMLVideoElement, seconds: number) {
  act(() => {
    video.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  });
}

describe('LessonVideoControls', () => {
  it('writes the times in Persian digits, the lesson’s length before the clip’s own is known', () => {
    const video = renderPlayer();
    expect(screen.getByTestId('lesson-time').textContent).toBe('۰:۰۰ / ۱:۱۲');
    playTo(video, 65);
    expect(screen.getByTestId('lesson-time').textContent).toBe('۱:۰۵ / ۱:۱۲');
    expect(screen.getByRole('slider', { name: 'جای پخش' }).getAttribute('aria-valuetext')).toBe(
      '۱:۰۵ از ۱:۱۲',
    );
  });

  it('writes them in Latin digits in English', () => {
    const video = renderPlayer('en-US');
    playTo(video, 5);
    expect(screen.getByTestId('lesson-time').textContent).toBe('0:05 / 1:12');
  });

  it('plays and pauses the video from its button and from a tap on the picture, and says which it will do', async () => {
    const video = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'پخش' }));
    expect(video.play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'مکث' }));
    expect(video.pause).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('video'));
    expect(video.play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'مکث' })).toBeTruthy();
  });

  it('seeks the video where the bar is moved', () => {
    const video = renderPlayer();
    fireEvent.change(screen.getByRole('slider', { name: 'جای پخش' }), { target: { value: '30' } });
    expect(video.currentTime).toBe(30);
  });

  it('cycles the speed and toggles the sound on the element', async () => {
    const video = renderPlayer();
    const speed = screen.getByRole('button', { name: 'سرعت پخش: ۱ برابر' });
    await userEvent.click(speed);
    expect(video.playbackRate).toBe(1.25);
    expect(speed.textContent).toBe('۱٫۲۵×');
    await userEvent.click(screen.getByRole('button', { name: 'بی‌صدا کردن' }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'صدادار کردن' })).toBeTruthy();
  });

  it('plays the next lesson at the speed the learner chose last', async () => {
    renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'سرعت پخش: ۱ برابر' }));
    await userEvent.click(screen.getByRole('button', { name: 'سرعت پخش: ۱٫۲۵ برابر' }));
    cleanup();
    const nextLesson = renderPlayer();
    expect(nextLesson.playbackRate).toBe(1.5);
    expect(nextLesson.defaultPlaybackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: 'سرعت پخش: ۱٫۵ برابر' }).textContent).toBe('۱٫۵×');
  });

  it('answers the player’s keys by their place on the keyboard, the arrow towards the seek bar’s end going on', () => {
    const video = renderPlayer();
    const frame = screen.getByTestId('frame');
    Object.defineProperty(video, 'duration', { configurable: true, value: 72 });
    // K on a Persian layout types «ن»: the key's place is what counts.
    fireEvent.keyDown(frame, { code: 'KeyK', key: 'ن' });
    expect(video.play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(frame, { code: 'Space', key: ' ' });
    expect(video.pause).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(frame, { code: 'KeyM', key: 'پ' });
    expect(video.muted).toBe(true);
    video.currentTime = 30;
    fireEvent.keyDown(frame, { code: 'ArrowLeft', key: 'ArrowLeft' });
    expect(video.currentTime).toBe(35);
    fireEvent.keyDown(frame, { code: 'ArrowRight', key: 'ArrowRight' });
    fireEvent.keyDown(frame, { code: 'KeyJ', key: 'ت' });
    expect(video.currentTime).toBe(20);
    fireEvent.keyDown(frame, { code: 'KeyL', key: 'م' });
    expect(video.currentTime).toBe(30);
    // Never past the end.
    for (let press = 0; press < 5; press++) fireEvent.keyDown(frame, { code: 'KeyL', key: 'م' });
    expect(video.currentTime).toBe(72);
    // A shortcut with Ctrl is the browser's, and the bar's own controls keep the keys they answer themselves.
    fireEvent.keyDown(frame, { code: 'KeyK', key: 'k', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: 'پخش' }), { code: 'Space', key: ' ' });
    video.currentTime = 30;
    fireEvent.keyDown(screen.getByRole('slider', { name: 'جای پخش' }), {
      code: 'ArrowLeft',
      key: 'ArrowLeft',
    });
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(30);
  });

  it('moves on with the right arrow in English, where the seek bar fills to the right', () => {
    const video = renderPlayer('en-US');
    Object.defineProperty(video, 'duration', { configurable: true, value: 72 });
    video.currentTime = 30;
    fireEvent.keyDown(screen.getByTestId('frame'), { code: 'ArrowRight', key: 'ArrowRight' });
    expect(video.currentTime).toBe(35);
    fireEvent.keyDown(screen.getByTestId('frame'), { code: 'ArrowLeft', key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByTestId('frame'), { code: 'ArrowLeft', key: 'ArrowLeft' });
    expect(video.currentTime).toBe(25);
  });
});
