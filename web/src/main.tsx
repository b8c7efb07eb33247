import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstRouteReady } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The prerendered shell inside #root is replaced in one step by the first complete render.
void firstRouteReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
