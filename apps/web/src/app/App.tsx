import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation, useRoutes } from 'react-router';
import { BootFallback } from './BootFallback';
import type { AppHistory } from './history';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routes } from './routes';

interface AppProps {
  history: AppHistory;
  queryClient: QueryClient;
}

function AppRoutes({ history }: { history: AppHistory }) {
  const location = useLocation();
  const element = useRoutes(routes);
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
