import { chakra } from '@chakra-ui/react';
import { parseHighlight } from '../utils/parse-highlight';

/** A search service value with its `<em>` matches shown as `<mark>`, built as React nodes (no raw HTML). */
export function HighlightedText({ value }: { value: string }) {
  return (
    <>
      {parseHighlight(value).map((part, i) =>
        part.highlighted ? (
          <chakra.mark key={i} bg="transparent" color="inherit" fontWeight="bold" textDecoration="underline">
            {part.text}
          </chakra.mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
