import { Button, Flex } from '@chakra-ui/react';
import { SiteLink } from '../link';

export interface FilterActionsProps {
  applyLabel: string;
  resetLabel: string;
  /** The list without its filters; null hides the reset link (no filter is set). */
  resetHref: string | null;
}

/** The end of a search form: apply the filters, and, while any is set, a link to the list without them. */
export function FilterActions({ applyLabel, resetLabel, resetHref }: FilterActionsProps) {
  return (
    <Flex gap="3" wrap="wrap">
      <Button type="submit" colorPalette="brand" variant="solid">
        {applyLabel}
      </Button>
      {resetHref && (
        <Button asChild variant="outline" colorPalette="brand">
          <SiteLink href={resetHref} unstyled>
            {resetLabel}
          </SiteLink>
        </Button>
      )}
    </Flex>
  );
}
