import { act, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DrawnWhenNoPress } from './DrawnWhenNoPress.tsx';
import { followPointerPresses } from './pointerPresses.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const fire = (type: string) =>
  window.dispatchEvent(
    type === 'click'
      ? new MouseEvent('click')
      : new PointerEvent(type, { pointerId: 1, pointerType: 'mouse' }),
  );

describe('DrawnWhenNoPress', () => {
  let container: HTMLDivElement;
  let root: Root;
  let presses: ReturnType<typeof followPointerPresses>;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    container.innerHTML = '<a href="/company/1">the server’s link</a>';
    document.body.append(container);
    root = createRoot(container);
    presses = followPointerPresses(window);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    presses.stop();
  });

  const draw = () =>
    act(() =>
      startTransition(() =>
        root.render(
          <>
            <a href="/company/1">the app’s link</a>
            <DrawnWhenNoPress presses={presses} />
          </>,
        ),
      ),
    );

  it('puts the app on screen at once when nothing is pressed', async () => {
    await draw();
    expect(container.textContent).toBe('the app’s link');
  });

  it('keeps the server’s page while a press is under way, and draws once its click has gone through', async () => {
    fire('pointerdown');
    await draw();
    expect(container.textContent).toBe('the server’s link');
    await act(async () => {
      fire('pointerup');
      fire('click');
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(container.textContent).toBe('the app’s link');
  });

  it('stops following the presses once the app is on screen', async () => {
    await draw();
    fire('pointerdown');
    expect(presses.underWay()).toBe(false);
  });
});
