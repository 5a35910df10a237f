import { Alert } from '@chakra-ui/react';

export interface ResultsUnavailableProps {
  /** What could not be loaded ("Die Jobs können gerade nicht geladen werden."). */
  title: string;
  /** What the visitor can do about it. */
  hint: string;
}

/** A result list that could not be loaded, said as a warning where the list would be; the search stays usable. */
export function ResultsUnavailable({ title, hint }: ResultsUnavailableProps) {
  return (
    <Alert.Root status="warning" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{hint}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
