import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_QUERY_PARAM } from '@jobpoint/i18n';
import { withLocaleParam } from './with-locale';

/**
 * The submit of a plain GET search form, inside the app: the form's fields become the URL that `toHref`
 * makes of them (its canonical form, defaults left out), keeping the URL's `?locale=`. The form still
 * works before the page's script has loaded; `urlLocale` is for its hidden locale field.
 */
export function useSearchFormSubmit(toHref: (params: URLSearchParams) => string) {
  const navigate = useNavigate();
  const location = useLocation();
  const urlLocale = new URLSearchParams(location.search).get(LOCALE_QUERY_PARAM);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value);
    }
    navigate(withLocaleParam(toHref(params), urlLocale));
  };
  return { urlLocale, onSubmit };
}
