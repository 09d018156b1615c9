import { isRootPath } from '@coffer/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/app/App';
import { routes } from '../src/app/routes';
import { createQueryClient } from '../src/lib/query-client';
import { initTheme } from '../src/lib/theme/theme';

export interface RenderAppOptions {
  /**
   * The section 2 guard state to start from. 'auto' (default): a session token on /auth paths and
   * a chosen language everywhere but the root, so each screen opens as a real visitor would see it;
   * 'asIs' leaves localStorage untouched (guard tests set it up themselves).
   */
  state?: 'auto' | 'asIs';
}

/** The real routes and providers, at a given URL, in memory. */
export function renderApp(url: string, { state = 'auto' }: RenderAppOptions = {}) {
  if (state === 'auto') {
    const path = url.split('?')[0] ?? '';
    if (!isRootPath(path)) localStorage.setItem('ee', '1');
    if (path.startsWith('/auth/') && localStorage.getItem('token') === null)
      localStorage.setItem('token', 'test-token');
  }
  initTheme();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
