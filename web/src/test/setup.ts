import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A busy machine (CI's two cores running the services' tests beside these) can take seconds to render a page: the
// library's one second for `findBy…` and `waitFor` failed tests that were only slow.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, hence no ResizeObserver; Fluent's MessageBar observes its own size.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

// jsdom has no PointerEvent either: a pointer event fired in a test would arrive without its `pointerType` and
// `pointerId`. (The build plugins' tests run without a document at all.)
if (typeof MouseEvent !== 'undefined')
  globalThis.PointerEvent ??= class extends MouseEvent {
    readonly pointerType: string;
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
      this.pointerId = init.pointerId ?? 1;
    }
  } as typeof PointerEvent;

afterEach(() => cleanup());
