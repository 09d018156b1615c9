import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, renderMatches, useLocation } from 'react-router';
import { BootFallback } from './BootFallback';
import type { AppHistory } from './history';
import { RouteErrorBoundary } from './RouteErrorBoundary';

interface AppProps {
  history: AppHistory;
  queryClient: QueryClient;
}

function AppRoutes({ history }: { history: AppHistory }) {
  const location = useLocation();
  // useRoutes(routes), on the history's matches of the pathname (app/history.ts).
  const element = renderMatches(history.matches(location.pathname));
  const [ready, setReady] = useState(history.isReady);
  useEffect(() => {
    if (!ready) void history.ready().then(() => setReady(true));
  }, [ready, history]);
  if (!ready) return <BootFallback />;
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
}

export function App({ history, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={history}>
        <AppRoutes history={history} />
      </HistoryRouter>
    </QueryClientProvider>
  );
}
