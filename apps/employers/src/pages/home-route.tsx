import type { RouteContext, RouteHandle } from '@jobpoint/app-shell';
import { HomePage, loadHomePage, selectHomeSeo } from '@jobpoint/home';
import { localDateString } from '@jobpoint/i18n';
import { selectLocale } from '@jobpoint/store';

export function homeRoute({ store }: RouteContext) {
  const handle: RouteHandle = { seo: (state, locale) => selectHomeSeo(state, { audience: 'employers', locale }) };
  return {
    handle,
    loader: async () => {
      await loadHomePage(store.dispatch, {
        audience: 'employers',
        locale: selectLocale(store.getState()),
        today: localDateString(),
      });
      return null;
    },
    Component: () => <HomePage audience="employers" />,
  };
}
