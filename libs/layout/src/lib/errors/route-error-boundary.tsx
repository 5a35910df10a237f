import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

const DEFAULT_ERROR_STATUS = 500;

/** Status and message of whatever a loader or a route threw. */
function describeRouteError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    // What the loader said, never the HTTP reason phrase ('Not Found'), which is English on every page.
    const message = typeof data === 'string' ? data : typeof data === 'object' && data !== null && 'message' in data ? String(data.message) : '';
    return { status: error.status, message: message || undefined };
  }
  if (error instanceof Error) {
    return { status: DEFAULT_ERROR_STATUS, message: error.message };
  }
  return { status: DEFAULT_ERROR_STATUS };
}

function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorPage {...describeRouteError(error)} />;
}

/** The route's `errorElement`: the error page, with a last resort if that page fails too. */
export function RouteErrorBoundary() {
  return (
    <ErrorPageFailureBoundary>
      <RouteErrorPage />
    </ErrorPageFailureBoundary>
  );
}

interface BoundaryState {
  failed: boolean;
}

class ErrorPageFailureBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

/** Plain markup on purpose: whatever broke the error page must not break this one. */
function ErrorPageFailed() {
  const { t } = useTranslation('layout');
  return (
    <section style={{ padding: '4rem 1rem', maxWidth: '48rem', margin: '0 auto' }}>
      <h1>{t('errorPageFailed', { defaultValue: 'An error occurred while showing the error page' })}</h1>
      <a href="/">{t('homePage', { defaultValue: 'Home page' })}</a>
    </section>
  );
}
