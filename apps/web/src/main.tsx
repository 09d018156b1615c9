import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { setupI18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { initTheme } from './lib/theme/theme';

initTheme();

void setupI18n().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
  // After the first render, in its own chunk: the service worker (production builds only) and
  // its update checks.
  void import('./platform/web-update').then(({ registerWebUpdates }) => registerWebUpdates());
});
