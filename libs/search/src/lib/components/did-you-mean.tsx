import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { searchResultsHref } from '../results/search-results-query';

/** Stands for the suggestion while the sentence around it is translated; never shown. */
const SLOT = '\u0000';

export interface DidYouMeanProps {
  /** The closest query with hits, as the search service offers it. */
  suggestion: string;
  /** In the overlay: search for the suggestion in place. Without it, a link to its results page. */
  onSelect?: (suggestion: string) => void;
}

/**
 * "Meinten Sie „Koch“?" after a query without hits: the suggestion is a button that searches for it in
 * the overlay, and a link to its results on /suche. Each language places the suggestion in its own
 * sentence ("„Koch“ mı demek istediniz?"), so the translation is cut at the suggestion's slot.
 */
export function DidYouMean({ suggestion, onSelect }: DidYouMeanProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const [before, after = ''] = t('didYouMean', { query: SLOT }).split(SLOT);
  const target = onSelect ? (
    <chakra.button
      type="button"
      onClick={() => onSelect(suggestion)}
      color="colorPalette.fg"
      fontWeight="semibold"
      textDecoration="underline"
      cursor="pointer"
    >
      {suggestion}
    </chakra.button>
  ) : (
    <SiteLink href={searchResultsHref({ query: suggestion, page: 1 })} color="colorPalette.fg" fontWeight="semibold">
      {suggestion}
    </SiteLink>
  );
  return (
    <chakra.span display="block" fontSize="md" color="fg" overflowWrap="anywhere">
      {before}
      {target}
      {after}
    </chakra.span>
  );
}
