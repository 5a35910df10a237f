import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Box, chakra, HStack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@jobpoint/cms-client';
import { isNavItemSelected } from '@jobpoint/site-routes';
import { SiteLink } from '@jobpoint/ui-kit';

const topLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  py: '2',
  fontWeight: 'semibold',
  color: 'fg',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  textDecoration: 'none',
  _hover: { color: 'brand.fg', textDecoration: 'none' },
  '&[aria-current=page], &[data-selected]': { borderColor: 'brand.solid', color: 'brand.fg' },
} as const;

/** Desktop navigation (from 768 px): items with children open their list on hover and keyboard focus. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <chakra.nav aria-label={t('mainNavigation')} hideBelow="md">
      <HStack as="ul" listStyleType="none" gap="0" flexWrap="wrap">
        {items.map((item) => (
          <li key={item.id}>
            {item.items.length > 0 ? (
              <DropdownItem item={item} pathname={pathname} />
            ) : (
              <NavLink item={item} pathname={pathname} {...topLinkStyle} />
            )}
          </li>
        ))}
      </HStack>
    </chakra.nav>
  );
}

function NavLink({ item, pathname, ...style }: { item: NavItem; pathname: string } & Record<string, unknown>) {
  if (!item.path) {
    return null;
  }
  const selected = !item.external && isNavItemSelected(item.path, pathname);
  return (
    <SiteLink href={item.path} aria-current={selected ? 'page' : undefined} {...style}>
      {item.title}
    </SiteLink>
  );
}

function DropdownItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Escape hands focus back to the trigger; that focus must not open the list again.
  const returningFocus = useRef(false);
  const entries = item.path ? [{ ...item, items: [] }, ...item.items] : item.items;
  const selected = [item, ...item.items].some((entry) => !entry.external && isNavItemSelected(entry.path, pathname));

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('a') ?? []);

  const focusEntry = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      returningFocus.current = true;
      triggerRef.current?.focus();
      returningFocus.current = false;
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusEntry(current + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusEntry(current === -1 ? -1 : current - 1));
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusEntry(0));
    }
  };

  return (
    <Box
      ref={containerRef}
      position="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (!returningFocus.current) {
          setOpen(true);
        }
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <chakra.button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-selected={selected ? '' : undefined}
        onKeyDown={onTriggerKeyDown}
        onClick={() => setOpen(true)}
        cursor="pointer"
        bg="transparent"
        {...topLinkStyle}
      >
        {item.title}
        <ChevronDown aria-hidden size={16} />
      </chakra.button>
      <chakra.ul
        ref={listRef}
        id={listId}
        aria-label={t('submenu', { title: item.title })}
        display={open ? 'block' : 'none'}
        position="absolute"
        top="100%"
        insetInlineStart="0"
        minW="56"
        py="2"
        bg="bg"
        boxShadow="lg"
        borderTopWidth="3px"
        borderColor="brand.solid"
        listStyleType="none"
        zIndex="dropdown"
      >
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink
              item={entry}
              pathname={pathname}
              display="block"
              px="4"
              py="2"
              color="fg"
              _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
              css={{ '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } }}
            />
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
