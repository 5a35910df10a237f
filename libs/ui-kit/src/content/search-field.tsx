import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';

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
