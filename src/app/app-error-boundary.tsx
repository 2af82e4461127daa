import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children once they threw; `reset` draws them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
}

/** An error boundary: the app's last line (below) and every screen's own (route-error.tsx). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error, this.reset);
  }
}

const logAppError = (error: unknown, info: ErrorInfo): void => console.error('[app error]', error, info.componentStack);

/**
 * The last line above the router: whatever escapes the routes' own boundaries (a provider, the
 * router itself) shows a screen with a reload and a way home, never a white page.
 */
export const AppErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary
    onError={logAppError}
    fallback={(error, reset) => (
      <ErrorScreen
        error={error}
        testId="app-error"
        onHome={() => {
          window.location.hash = '#/';
          reset();
        }}
      />
    )}
  >
    {children}
  </ErrorBoundary>
);
