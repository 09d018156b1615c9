import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/app/App';
import { routes } from '../src/app/routes';
import { createQueryClient } from '../src/lib/query-client';
import { initTheme } from '../src/lib/theme/theme';

/** The real routes and providers, at a given URL, in memory. */
export function renderApp(url: string) {
  initTheme();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(<App router={router} queryClient={createQueryClient()} />);
  return { ...view, router };
}
