import { Flex, Icon, Stack } from '@chakra-ui/react';
import { Check, X, type LucideIcon } from 'lucide-react';
import type { BlockData } from '@jobpoint/cms-client';
import { hasText } from '../data/cms-data';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

type BulletList = BlockData<'shared.bullet-list'>;

/**
 * Lists whose field says what kind of list they are (the job board manual's dos and don'ts) mark each
 * item with a sign. The sign only repeats the title ("Das wirkt"), so screen readers skip it.
 */
const MARKS: Record<string, { icon: LucideIcon; color: string }> = {
  dos: { icon: Check, color: 'green.fg' },
  donts: { icon: X, color: 'red.fg' },
};

/** A titled list of short points. */
export function BulletListBlock({ data: list, id, tone, headingLevel }: BlockProps<BulletList>) {
  const mark = MARKS[id];
  const items = (list.items ?? []).filter((item) => hasText(item.text));
  return (
    <TitledSection id={id} tone={tone} title={list.title} headingLevel={headingLevel}>
      {() =>
        mark ? (
          <Stack as="ul" listStyleType="none" gap="3" maxW="prose">
            {items.map((item, index) => (
              <Flex as="li" key={item.id ?? index} gap="3" align="flex-start" fontSize="lg">
                <Icon as={mark.icon} aria-hidden="true" color={mark.color} boxSize="6" flexShrink="0" />
                {item.text}
              </Flex>
            ))}
          </Stack>
        ) : (
          <Stack as="ul" listStyleType="disc" ps="6" gap="2" maxW="prose" fontSize="lg">
            {items.map((item, index) => (
              <li key={item.id ?? index}>{item.text}</li>
            ))}
          </Stack>
        )
      }
    </TitledSection>
  );
}
