import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { LinkButton, SiteLink } from '../link';

export interface SearchFieldProps {
  label: string;
  /** The query parameter the text is sent as. */
  name: string;
  defaultValue?: string;
  placeholder: string;
  submitText: string;
  maxLength?: number;
}

/**
 * The text search of a list page (job board, events, Ratgeber): label, search box and submit button in
 * one row, stacked on phones. It sits inside the page's own GET form.
 */
export function SearchField({ label, name, defaultValue = '', placeholder, submitText, maxLength }: SearchFieldProps) {
  return (
    <Field.Root>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
        <Input
          type="search"
          name={name}
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={maxLength}
          size="lg"
          flex="1"
          bg="bg"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" size="lg" colorPalette="brand">
          <Search aria-hidden="true" />
          {submitText}
        </Button>
      </Flex>
    </Field.Root>
  );
}

export interface FilterActionsProps {
  applyLabel: string;
  resetLabel: string;
  /** The list without its filters; null hides the reset link (no filter is set). */
  resetHref: string | null;
}

/**
 * The end of a list page's filter form (job board, events): apply the filters, and, while any is set, a
 * link to the list without them. Beside `SearchField`, so that the pages that use both load one file.
 */
export function FilterActions({ applyLabel, resetLabel, resetHref }: FilterActionsProps) {
  return (
    <Flex gap="3" wrap="wrap">
      <Button type="submit" colorPalette="brand" variant="solid">
        {applyLabel}
      </Button>
      {resetHref && (
        <LinkButton variant="outline" colorPalette="brand">
          <SiteLink href={resetHref} unstyled>
            {resetLabel}
          </SiteLink>
        </LinkButton>
      )}
    </Flex>
  );
}
