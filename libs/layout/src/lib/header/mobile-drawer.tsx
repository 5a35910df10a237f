import { useId, useState, type ReactNode, type RefObject } from 'react';
import { Box, chakra, CloseButton, Drawer, Flex, IconButton, Portal, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@jobpoint/cms-client';
import { isNavItemSelected } from '@jobpoint/site-routes';
import { APP_BAR_HEIGHT, SiteLink } from '@jobpoint/ui-kit';

export interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  /** The header's menu button: a click on it toggles the drawer instead of counting as "outside". */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  /** Audience switch and, for employers, the job-market login, below the navigation. */
  footer: ReactNode;
}

/**
 * The right-hand navigation drawer, with the whole navigation: below 1200 px, and on wider screens when
 * the desktop row cannot show every item. The `end` placement mirrors it in right-to-left pages.
 */
export function MobileDrawer({ open, onOpenChange, items, menuButtonRef, footer }: MobileDrawerProps) {
  const { t } = useTranslation('layout');
  const offset = `${APP_BAR_HEIGHT}px`;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      lazyMount
      unmountOnExit
      size="xs"
      onInteractOutside={(event) => {
        if (menuButtonRef.current?.contains(event.target as Node)) {
          event.preventDefault();
        }
      }}
    >
      <Portal>
        <Drawer.Backdrop top={offset} />
        <Drawer.Positioner top={offset}>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <chakra.nav aria-label={t('mainNavigation')}>
                <Stack as="ul" listStyleType="none" gap="1">
                  {items.map((item) => (
                    <DrawerItem key={item.id} item={item} />
                  ))}
                </Stack>
              </chakra.nav>
              <Stack mt="6" gap="3" align="flex-start">
                {footer}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('closeMenu')} size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function DrawerItem({ item, depth = 0 }: { item: NavItem; depth?: number }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const hasChildren = item.items.length > 0;
  const selected = !item.external && isNavItemSelected(item.path, pathname);

  return (
    <li>
      <Flex align="center" justify="space-between" ps={depth * 4}>
        {item.path ? (
          <SiteLink
            href={item.path}
            aria-current={selected ? 'page' : undefined}
            py="2"
            fontWeight={depth === 0 ? 'semibold' : 'normal'}
            color={selected ? 'brand.fg' : 'fg'}
          >
            {item.title}
          </SiteLink>
        ) : (
          <Box py="2" fontWeight="semibold">
            {item.title}
          </Box>
        )}
        {hasChildren && (
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('submenu', { title: item.title })}
            aria-expanded={expanded}
            aria-controls={childrenId}
            onClick={() => setExpanded((value) => !value)}
          >
            <Box as="span" display="inline-flex" transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s">
              <ChevronDown aria-hidden />
            </Box>
          </IconButton>
        )}
      </Flex>
      {hasChildren && (
        <Stack as="ul" id={childrenId} listStyleType="none" gap="0" hidden={!expanded}>
          {item.items.map((child) => (
            <DrawerItem key={child.id} item={child} depth={depth + 1} />
          ))}
        </Stack>
      )}
    </li>
  );
}
