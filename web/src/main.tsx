import './app/global.css';
import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstRouteReady } from './app/App.tsx';
import { reloadForNewVersion } from './app/errors/reloadForNewVersion.ts';
import { DrawnWhenNoPress } from './app/takeover/DrawnWhenNoPress.tsx';
import { followPointerPresses } from './app/takeover/pointerPresses.ts';
import { readyToDrawMark } from './app/takeover/readyToDrawMark.ts';

reloadForNewVersion();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A page drawn on the server came with its styles in the head: the renderer starts from those rules (Griffel's
// rehydration) instead of inserting each of them again as the app draws the same page.
const styleRenderer = createDOMRenderer(document);

// The prerendered shell inside #root is replaced in one step by the first complete render, never in the middle of a
// tap on one of its links. The render is a transition: React draws the page in slices of a few milliseconds and the
// browser handles input between them, where one long task (about 300 ms at 4× CPU throttling) kept the phone from
// answering; a press that begins meanwhile holds the drawing back until it ends (DrawnWhenNoPress, rendered last).
const presses = followPointerPresses();
void firstRouteReady.then(async () => {
  performance.mark(readyToDrawMark);
  await presses.whenReleased();
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <RendererProvider renderer={styleRenderer} targetDocument={document}>
          <App />
        </RendererProvider>
        <DrawnWhenNoPress presses={presses} />
      </StrictMode>,
    ),
  );
});
