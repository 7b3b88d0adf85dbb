// Catches a page that fails to load or render so the shell around it keeps working (shell-spec 8: no user text for chunk errors).
import { Component, type ReactNode } from 'react';

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <div role="status" aria-label="页面加载失败" className="min-h-40" />;
    }
    return this.props.children;
  }
}
