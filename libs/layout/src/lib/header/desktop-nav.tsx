import { useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { Box, chakra, HStack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@jobpoint/cms-client';
import { isNavItemSelected } from '@jobpoint/site-routes';
import { SiteLink } from '@jobpoint/ui-kit';
import { useFittingItemCount } from './use-fitting-item-count';

const topLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2.5',
  py: '1',
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  color: 'fg',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  textDecoration: 'none',
  _hover: { color: 'brand.fg', textDecoration: 'none' },
  '&[aria-current=page], &[data-selected]': { borderColor: 'brand.solid', color: 'brand.fg' },
} as const;

const TOP_ITEM_SELECTOR = ':scope > ul > li';

/**
 * An item that does not fit leaves the row but keeps its width, so it is measured again and returns as
 * soon as there is room; hidden, it is neither seen, read out nor focused.
 */
const overflowingItemStyle: CSSProperties = { position: 'absolute', visibility: 'hidden' };

export interface DesktopNavProps {
  items: NavItem[];
  /** Whether some items did not fit into the row; the header then offers its menu button for them. */
  onOverflowChange: (overflows: boolean) => void;
}

/**
 * Desktop navigation: one row of the items that fit its container, in their order; items with children
 * open their list on hover and keyboard focus.
 */
export function DesktopNav({ items, onOverflowChange }: DesktopNavProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const fittingCount = useFittingItemCount(navRef, TOP_ITEM_SELECTOR, items);
  const overflows = fittingCount < items.length;

  useEffect(() => onOverflowChange(overflows), [overflows, onOverflowChange]);

  return (
    <chakra.nav ref={navRef} aria-label={t('mainNavigation')}>
      <HStack as="ul" listStyleType="none" gap="0" flexWrap="nowrap">
        {items.map((item, index) => (
          <chakra.li key={item.id} flexShrink="0" style={index < fittingCount ? undefined : overflowingItemStyle}>
            {item.items.length > 0 ? (
              // Lists of the items in the row's end half open towards its start, so they stay on screen.
              <DropdownItem item={item} pathname={pathname} alignEnd={index >= items.length / 2} />
            ) : (
              <NavLink item={item} pathname={pathname} {...topLinkStyle} />
            )}
          </chakra.li>
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

function DropdownItem({ item, pathname, alignEnd }: { item: NavItem; pathname: string; alignEnd: boolean }) {
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
        <ChevronDown aria-hidden size={14} />
      </chakra.button>
      <chakra.ul
        ref={listRef}
        id={listId}
        aria-label={t('submenu', { title: item.title })}
        display={open ? 'block' : 'none'}
        position="absolute"
        top="100%"
        insetInlineStart={alignEnd ? undefined : '0'}
        insetInlineEnd={alignEnd ? '0' : undefined}
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
