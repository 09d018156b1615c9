import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** The shown location's key: a new navigation clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** A screen that failed to load or to draw shows RouteError in place of the app, until the next navigation. */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('screen failed', error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    return this.state.error !== null ? <RouteError /> : this.props.children;
  }
}
