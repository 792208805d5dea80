import { Component, type ReactNode } from 'react';
import { RootError } from './RootError.tsx';

/** Last line of defence around the router and providers: a crash shows the 'Uh oh!' page (offline: the retry page). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RootError error={this.state.error} /> : this.props.children;
  }
}
