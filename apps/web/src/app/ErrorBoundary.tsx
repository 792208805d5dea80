import { Component, type ReactNode } from 'react';
import { RootError } from './RootError.tsx';

/** Last line of defence around the router and providers: a crash shows the 'Uh oh!' page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RootError /> : this.props.children;
  }
}
