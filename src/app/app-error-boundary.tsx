import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface State {
  error: unknown;
}

/**
 * The last line above the router: whatever escapes the routes' own boundaries (a provider, the
 * router itself) shows a screen with a reload and a way home, never a white page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app error]', error, info.componentStack);
  }

  private readonly home = (): void => {
    window.location.hash = '#/';
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error !== null) return <ErrorScreen error={this.state.error} testId="app-error" onHome={this.home} />;
    return this.props.children;
  }
}
