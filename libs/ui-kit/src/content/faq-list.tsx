import { Accordion, Box, Heading } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { HEADING_SIZES, headingTag } from './heading-level';
import { RichText } from './rich-text';

export interface FaqListItem {
  id?: number | string | null;
  question: string;
  /** Markdown. */
  answer?: string | null;
}

export interface FaqListProps {
  items: FaqListItem[];
  /** Level of each question's heading: one below the section title. */
  headingLevel?: number;
}

/**
 * Questions as an accordion (WAI-ARIA pattern: a button inside a heading controls its answer). Answers
 * stay in the server HTML, hidden until opened, so search engines and find-in-page see them.
 */
export function FaqList({ items, headingLevel = 3 }: FaqListProps) {
  const questions = items.filter((item) => item.question.trim());
  if (questions.length === 0) {
    return null;
  }
  const tag = headingTag(headingLevel);
  return (
    <Accordion.Root multiple collapsible variant="enclosed" bg="bg">
      {questions.map((item, index) => (
        <Accordion.Item key={item.id ?? index} value={String(item.id ?? index)}>
          <Heading as={tag} size={HEADING_SIZES[tag]} fontSize="md" fontWeight="semibold">
            <Accordion.ItemTrigger py="4" textAlign="start" cursor="pointer">
              <Box as="span" flex="1">
                {item.question}
              </Box>
              <Accordion.ItemIndicator>
                <ChevronDown aria-hidden="true" />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <RichText markdown={item.answer} headingOffset={headingLevel} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
