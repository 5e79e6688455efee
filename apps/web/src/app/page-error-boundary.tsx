import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../features/coming-soon/route-error-page';

/**
 * A page that throws while loading its code or rendering shows RouteErrorPage inside the layout (header and menu stay),
 * until the member goes to another address (`resetKey`).
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.resetKey });
  }

  override render(): ReactNode {
    const failed = this.state.failedAt !== null && (this.state.failedAt === '' || this.state.failedAt === this.props.resetKey);
    return failed ? <RouteErrorPage /> : this.props.children;
  }
}
