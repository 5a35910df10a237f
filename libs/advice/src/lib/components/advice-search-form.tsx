import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ArticleSearch } from '@jobpoint/cms-client';
import { LOCALE_QUERY_PARAM } from '@jobpoint/i18n';
import { SearchField, useSearchFormSubmit } from '@jobpoint/ui-kit';
import { ADVICE_NAMESPACE } from '../i18n/advice-resources';
import { ADVICE_PATH, ADVICE_SEARCH_PARAMS, adviceHref, adviceSearchFromQuery } from '../search/advice-search';

const Form = chakra('form');

/**
 * The search box of the full list. A plain GET form to the Ratgeber, so it works before the page's
 * script has loaded; with script, a submit navigates in the app. The chosen tag and category stay.
 */
export function AdviceSearchForm({ search, placeholder }: { search: ArticleSearch; placeholder?: string | null }) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  const { urlLocale, onSubmit } = useSearchFormSubmit((params) => adviceHref(adviceSearchFromQuery(params)));

  return (
    <Form role="search" aria-label={t('search.label')} method="get" action={ADVICE_PATH} onSubmit={onSubmit}>
      {urlLocale && <input type="hidden" name={LOCALE_QUERY_PARAM} value={urlLocale} />}
      {search.tag && <input type="hidden" name={ADVICE_SEARCH_PARAMS.tag} value={search.tag} />}
      {search.category && <input type="hidden" name={ADVICE_SEARCH_PARAMS.category} value={search.category} />}
      <SearchField
        label={t('search.label')}
        name={ADVICE_SEARCH_PARAMS.query}
        defaultValue={search.query}
        placeholder={placeholder || t('search.placeholder')}
        submitText={t('search.submit')}
      />
    </Form>
  );
}
