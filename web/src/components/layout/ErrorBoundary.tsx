import { Component, type ComponentType, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown in place of the children once they throw while rendering. */
  fallback: ComponentType<{ error: unknown }>;
  /** The page's address: a navigation leaves the error behind and renders the children again. */
  resetKey: string;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** Catches a render error below it and shows the error page instead of an empty screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  render() {
    const { fallback: Fallback, children } = this.props;
    return this.state.failed ? <Fallback error={this.state.error} /> : children;
  }
}
