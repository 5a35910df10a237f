import { useId, useState, type KeyboardEvent } from 'react';
import { Box, chakra, Heading, useSlotRecipe } from '@chakra-ui/react';
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

/** Keys that move the focus between the questions (WAI-ARIA accordion pattern), to the index they go to. */
const FOCUS_MOVES: Partial<Record<string, (current: number, last: number) => number>> = {
  ArrowDown: (current, last) => (current === last ? 0 : current + 1),
  ArrowUp: (current, last) => (current === 0 ? last : current - 1),
  Home: () => 0,
  End: (_current, last) => last,
};

/**
 * Questions as an accordion (WAI-ARIA pattern: a button inside a heading controls its answer; the arrow
 * keys, Home and End move between the questions). Several answers can be open at once. Answers stay in
 * the server HTML, hidden until opened, so search engines see them.
 *
 * Built on the theme's accordion recipe rather than Chakra's `Accordion` component: a list of
 * disclosures needs one piece of state, and the component's state machine and focus utilities were
 * about 7 kB gzip of the start-up script of every page with questions.
 */
export function FaqList({ items, headingLevel = 3 }: FaqListProps) {
  const styles = useSlotRecipe({ key: 'accordion' })({ variant: 'enclosed' });
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const idPrefix = useId();
  const questions = items.filter((item) => item.question.trim());
  if (questions.length === 0) {
    return null;
  }
  const tag = headingTag(headingLevel);

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) {
        next.add(index);
      }
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]'));
    const current = triggers.indexOf(event.target as HTMLButtonElement);
    const move = FOCUS_MOVES[event.key];
    if (current < 0 || !move) {
      return;
    }
    event.preventDefault();
    triggers[move(current, triggers.length - 1)].focus();
  };

  return (
    <chakra.div css={[styles.root, { bg: 'bg' }]} onKeyDown={moveFocus}>
      {questions.map((item, index) => {
        const state = open.has(index) ? 'open' : 'closed';
        const triggerId = `${idPrefix}-question-${index}`;
        const answerId = `${idPrefix}-answer-${index}`;
        return (
          <chakra.div key={item.id ?? index} css={styles.item} data-state={state}>
            <Heading as={tag} size={HEADING_SIZES[tag]} fontSize="md" fontWeight="semibold">
              <chakra.button
                type="button"
                id={triggerId}
                aria-expanded={state === 'open'}
                aria-controls={answerId}
                css={[styles.itemTrigger, { py: '4', cursor: 'pointer' }]}
                onClick={() => toggle(index)}
              >
                <Box as="span" flex="1">
                  {item.question}
                </Box>
                <chakra.span css={styles.itemIndicator} data-state={state}>
                  <ChevronDown aria-hidden="true" />
                </chakra.span>
              </chakra.button>
            </Heading>
            <chakra.div
              id={answerId}
              role="region"
              aria-labelledby={triggerId}
              hidden={state === 'closed'}
              css={styles.itemContent}
            >
              <chakra.div css={styles.itemBody}>
                <RichText markdown={item.answer} headingOffset={headingLevel} />
              </chakra.div>
            </chakra.div>
          </chakra.div>
        );
      })}
    </chakra.div>
  );
}
