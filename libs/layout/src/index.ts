export { SiteLayout, MAIN_CONTENT_ID, type SiteLayoutProps } from './lib/site-layout';
export { Header, type HeaderProps, type LayoutVariant } from './lib/header/header';
export { Footer, type FooterProps } from './lib/footer/footer';
export { LoadingBar } from './lib/chrome/loading-bar';
export { NotificationTicker, TICKER_DURATION } from './lib/chrome/notification-ticker';
export { loadLayoutContent, type LayoutContent, type LayoutContentArgs, type LayoutDispatch } from './lib/data/load-layout-content';
export { ErrorPage, NotFoundPage, type ErrorPageProps } from './lib/errors/error-page';
export { RouteErrorBoundary, describeRouteError } from './lib/errors/route-error-boundary';
export { layoutResources, LAYOUT_NAMESPACE } from './lib/i18n/layout-resources';
