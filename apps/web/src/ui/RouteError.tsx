import { Component, type ReactNode } from 'react';
import { Button } from './light/Button';
import { StatusPage, statusClasses } from './StatusPage';
import { useT } from './i18n';
import messages from './messages';

/** Shown when a page fails to render or its code cannot be loaded (plain markup: it needs no chunk to show). */
export function RouteError() {
  const t = useT();
  return (
    <StatusPage title={t(messages.routeErrorTitle)} role="alert">
      <p className={`${statusClasses.text} ${statusClasses.dimmed}`}>
        {t(messages.routeErrorText)}
      </p>
      <Button onClick={() => window.location.reload()}>{t(messages.reload)}</Button>
    </StatusPage>
  );
}

/**
 * Catches a page that throws while rendering (or whose chunk fails to load) and shows RouteError
 * in its place, the header and footer staying; keyed by the path, so moving on clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
