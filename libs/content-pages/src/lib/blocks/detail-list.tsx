import { Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Detail {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * Labelled facts as a definition list. Label beside value only from tablet width: on a phone a long
 * label ('Telefon (Deutsch/Englisch)') would squeeze the values into a narrow column.
 */
export function DetailList({ details }: { details: Detail[] }) {
  if (details.length === 0) {
    return null;
  }
  return (
    <Grid as="dl" templateColumns={{ base: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' }} columnGap="6" rowGap={{ base: '0', md: '2' }}>
      {details.map((detail) => (
        <Text as="div" display="contents" key={detail.key}>
          <Text as="dt" fontWeight="semibold">
            {detail.label}
          </Text>
          <Text as="dd" mb={{ base: '3', md: '0' }}>
            {detail.value}
          </Text>
        </Text>
      ))}
    </Grid>
  );
}
