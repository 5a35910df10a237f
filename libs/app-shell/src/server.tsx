import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router';
import { createI18n, escapeHtml, localeDirection, stringsOf, type Locale, type UiStrings } from '@jobpoint/i18n';
import { recaptchaScriptUrl } from '@jobpoint/mailing-client';
import { localeChanged, parseTextSize, previewShown, textSizeRestored, TEXT_SIZE_COOKIE, type ServiceContext } from '@jobpoint/store';
import { LINK_NAMESPACE, linkResources, loadMarkdownRenderer, REMEMBER_EARLY_PRESSES } from '@jobpoint/ui-kit';
import { AppProviders } from './lib/app-providers';
import type { ServerAppDefinition } from './lib/app-definition';
import { createAppStore, releaseServerStore } from './lib/create-app-store';
import { buildHead, renderHeadTags } from './lib/document-head';
import { PAGE_STATE_ELEMENT_ID, serializePageState } from './lib/page-state';
import type { PublicConfig } from './lib/public-config';
import { isPageLoaderData } from './lib/page-loader-data';
import { hydrationCodeOf, isSiteRouteHandle, NOT_FOUND_ROUTE_ID } from './lib/page-route';
import { priorityImagePreload } from './lib/priority-image';
import { startUpScriptTag } from './lib/start-up-script';
import { createStyleCache, serverStyleTags } from './lib/style-cache';

export { NOT_FOUND_ROUTE_ID } from './lib/page-route';
export type { AppDefinition, ServerAppDefinition } from './lib/app-definition';
export type { PublicConfig } from './lib/public-config';

/** The files of the client build a page needs, from Vite's manifest. */
export interface ClientAssets {
  entryScript: string;
  stylesheets: string[];
  modulePreloads: string[];
  /** The chunks the entry imports, in the order the start-up script imports them (`StartUpFiles`). */
  startUpChunks: string[];
  /** Per lazily loaded route module (by source path): its chunks beyond the entry's, and its styles. */
  routeModules: Record<string, { modulePreloads: string[]; stylesheets: string[] }>;
}

export interface RenderInput {
  /** The absolute URL of the request as the visitor sees it. */
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The page's language, as the gateway resolved it for the request (`?locale=`, the `lang` cookie, German). */
  locale: Locale;
  cookies: Record<string, string | undefined>;
  nonce: string;
}

export interface RenderEnvironment {
  services: ServiceContext;
  /** The page shows drafts (the services read them): it says so, and the browser goes on reading them. */
  preview?: boolean;
  publicConfig: PublicConfig;
  assets: ClientAssets;
  origin: string;
}

export type RenderResult =
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Renders one page: runs the matched routes' loaders (which fill the store through RTK Query), renders
 * the app to HTML and writes the document with its head, the serialised store and the client entry.
 */
export async function renderPage(
  definition: ServerAppDefinition,
  env: RenderEnvironment,
  input: RenderInput,
): Promise<RenderResult> {
  // Rich texts render in one pass on the server: the renderer must be there before the first page.
  await loadMarkdownRenderer();
  const url = new URL(input.url);
  const { locale } = input;
  const textSize = parseTextSize(input.cookies[TEXT_SIZE_COOKIE]);
  const store = createAppStore({ services: env.services });
  store.dispatch(localeChanged(locale));
  store.dispatch(textSizeRestored(textSize));
  if (env.preview) {
    store.dispatch(previewShown());
  }

  const handler = createStaticHandler(definition.createRoutes({ store }));
  const context = await handler.query(new Request(url, { method: input.method, headers: input.headers }));
  if (context instanceof Response) {
    releaseServerStore(store);
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const strings = appStrings(definition, locale);
  const i18n = createI18n(locale, strings);
  const styleCache = createStyleCache(input.nonce);
  const styleServer = createEmotionServer(styleCache);
  const appHtml = renderToString(
    <AppProviders app={definition.app} store={store} i18n={i18n} locale={locale} publicConfig={env.publicConfig} styleCache={styleCache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // The page's styles go into the head as a few style elements, instead of one before each element.
  const styleTags = serverStyleTags(styleServer.extractCriticalToChunks(appHtml), input.nonce);

  const state = store.getState();
  releaseServerStore(store);
  const page = findPageLoaderData(context);
  const status = pageStatus(context);
  const head = buildHead({
    seo: page?.seo,
    locale,
    pathname: url.pathname,
    paths: page?.paths,
    origin: env.origin,
    fallbackTitle: i18n.t('layout:siteName', { defaultValue: 'jobpoint berlin' }),
    notFoundTitle: status === 404 ? i18n.t('layout:notFoundTitle') : undefined,
  });
  const html = renderDocument({
    locale,
    fontSize: textSize,
    headTags: renderHeadTags(head),
    styleTags,
    appHtml,
    pageState: serializePageState({ state, strings, publicConfig: env.publicConfig, hydrationData: hydrationData(context) }),
    assets: pageAssets(env.assets, context),
    nonce: input.nonce,
    captchaSiteKey: env.publicConfig.captchaSiteKey,
  });
  return { kind: 'html', status, html };
}

const stringsByApp = new WeakMap<ServerAppDefinition, Map<Locale, UiStrings>>();

/** The app's UI strings in one language, plus those of the shared link component, which every page uses. */
function appStrings(definition: ServerAppDefinition, locale: Locale): UiStrings {
  const byLocale = stringsByApp.get(definition) ?? new Map<Locale, UiStrings>();
  stringsByApp.set(definition, byLocale);
  const strings =
    byLocale.get(locale) ?? stringsOf({ ...definition.namespaces, [LINK_NAMESPACE]: linkResources }, locale);
  byLocale.set(locale, strings);
  return strings;
}

/**
 * The page preloads its matched routes' modules and the code they need to hydrate (`hydrationCode`),
 * so the browser fetches them alongside the entry.
 */
function pageAssets(assets: ClientAssets, context: StaticHandlerContext): ClientAssets {
  const routeFiles = context.matches.flatMap(({ route }) =>
    [
      ...(isSiteRouteHandle(route.handle) ? [route.handle.module] : []),
      ...hydrationCodeOf(route, context.loaderData[route.id]).map((code) => code.module),
    ].flatMap((module) => (assets.routeModules[module] ? [assets.routeModules[module]] : [])),
  );
  return {
    ...assets,
    stylesheets: [...new Set([...assets.stylesheets, ...routeFiles.flatMap((files) => files.stylesheets)])],
    modulePreloads: [...new Set([...assets.modulePreloads, ...routeFiles.flatMap((files) => files.modulePreloads)])],
  };
}

function pageStatus(context: StaticHandlerContext): number {
  const endsInNotFound = context.matches.at(-1)?.route.id === NOT_FOUND_ROUTE_ID;
  return endsInNotFound && context.statusCode === 200 ? 404 : context.statusCode;
}

/**
 * React Router's hydration data in the form its browser router reads from
 * `window.__staticRouterHydrationData`: route errors marked so they come back as error responses.
 */
function hydrationData(context: StaticHandlerContext): HydrationState {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/** What the deepest page's loader returned: its SEO block and paths are the head's. */
function findPageLoaderData(context: StaticHandlerContext) {
  for (const match of [...context.matches].reverse()) {
    const loaded: unknown = context.loaderData[match.route.id];
    if (isPageLoaderData(loaded)) {
      return loaded;
    }
  }
  return undefined;
}

interface DocumentParts {
  locale: Locale;
  fontSize: number;
  headTags: string;
  styleTags: string;
  appHtml: string;
  pageState: string;
  assets: ClientAssets;
  nonce: string;
  captchaSiteKey: string | null;
}

function renderDocument(parts: DocumentParts): string {
  const { assets } = parts;
  const styles = assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return [
    '<!DOCTYPE html>',
    `<html lang="${parts.locale}" dir="${localeDirection(parts.locale)}" style="font-size:${parts.fontSize}%">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="theme-color" content="#ffffff">',
    // PNG, not SVG: a browser builds an SVG icon as a document on the page's main thread (ADR 177).
    '<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    priorityImagePreload(parts.appHtml),
    parts.headTags,
    parts.styleTags,
    styles,
    // The enterprise captcha script is loaded in the page head where the site has a key.
    parts.captchaSiteKey
      ? `<script src="${escapeHtml(recaptchaScriptUrl(parts.captchaSiteKey))}" nonce="${escapeHtml(parts.nonce)}" async></script>`
      : '',
    // Before the page's HTML can be used: a form's send button pressed before its code is there (ADR 065).
    `<script nonce="${escapeHtml(parts.nonce)}">${REMEMBER_EARLY_PRESSES}</script>`,
    startUpScriptTag(assets, parts.nonce),
    '</head>',
    '<body>',
    `<div id="root">${parts.appHtml}</div>`,
    `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json" nonce="${escapeHtml(parts.nonce)}">${parts.pageState}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
