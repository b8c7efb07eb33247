import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout, hence no ResizeObserver; Fluent's MessageBar observes its own size.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

afterEach(() => cleanup());
