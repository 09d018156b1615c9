/** Whether a request URL (or a route's path) is under `/api`: the API's answers, not the web app's files. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
