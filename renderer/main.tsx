import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { IdleGuard } from './idle-guard';
import './styles/app.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
      {/* K4: beside the screens, so no screen's remount (each customer's epoch) restarts the idle time. */}
      <IdleGuard />
    </StrictMode>,
  );
}
