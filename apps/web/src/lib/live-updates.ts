import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Where a server live stream plugs in (issue 21.6; the server has none yet). A stream reports which
 * items changed, as query keys, and whether it is connected. While it is connected, balance and
 * history items fall back from polling to a slow safety interval (`liveRefreshInterval`, domain).
 */
export interface LiveStream {
  /** Starts listening; answers how to stop. */
  connect(handlers: {
    onChange: (queryKeys: readonly QueryKey[]) => void;
    onStatus: (connected: boolean) => void;
  }): () => void;
}

let connected = false;

export function isLiveStreamConnected(): boolean {
  return connected;
}

/** Runs a stream against the query cache: every reported item is reloaded where it is shown. */
export function startLiveStream(queryClient: QueryClient, stream: LiveStream): () => void {
  const stop = stream.connect({
    onChange: (queryKeys) => {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    },
    onStatus: (status) => {
      connected = status;
    },
  });
  return () => {
    connected = false;
    stop();
  };
}
