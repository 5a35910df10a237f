import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toNavItems } from '@jobpoint/cms-client';
import { jobseekersNavigationDe } from '@jobpoint/test-utils';
import { renderInApp } from '../testing/render-in-app';
import { loadDocument } from '../utils/load-document';
import { DesktopNav } from './desktop-nav';
import { Header, type HeaderProps } from './header';

jest.mock('../utils/load-document', () => ({ loadDocument: jest.fn() }));

const navigation = toNavItems(jobseekersNavigationDe);

function renderHeader(url = '/', props: Partial<HeaderProps> = {}, app: 'jobseekers' | 'employers' = 'jobseekers') {
  return renderInApp(
    <Header variant={app} audience={app} navigation={navigation} navigationExtension={null} portalUrl="https://portal.example.org" {...props} />,
    { url, app },
  );
}

function mainNav() {
  return screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0];
}

function clearCookies() {
  for (const name of ['lang', 'textSize']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

afterEach(() => {
  clearCookies();
  document.documentElement.style.fontSize = '';
});

describe('desktop navigation', () => {
  it('marks the root item only on the root route', () => {
    renderHeader('/');
    expect(within(mainNav()).getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Jobbörse' })).not.toHaveAttribute('aria-current');
  });

  it('marks the item whose path the current path starts with', () => {
    renderHeader('/job-boerse/merkliste');
    expect(within(mainNav()).getByRole('link', { name: 'Jobbörse' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
  });

  it('marks a child, its parent page and the parent entry when a child page is open', () => {
    renderHeader('/beratung/avgs');
    const parent = within(mainNav()).getByRole('button', { name: 'Beratung' });
    expect(parent).toHaveAttribute('data-selected');
    fireEvent.focus(parent);
    expect(within(mainNav()).getByRole('link', { name: 'AVGS-Coaching' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Beratung' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Bewerbungsberatung' })).not.toHaveAttribute('aria-current');
    expect(within(mainNav()).getByRole('button', { name: 'Angebote' })).not.toHaveAttribute('data-selected');
  });

  it('opens a dropdown on hover and closes it when the pointer leaves', async () => {
    renderHeader('/');
    const trigger = within(mainNav()).getByRole('button', { name: 'Beratung' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Bewerbungsberatung' })).toBeVisible();
    await userEvent.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a dropdown on keyboard focus, moves with the arrow keys and closes on Escape', async () => {
    renderHeader('/');
    await userEvent.tab();
    while (document.activeElement?.textContent !== 'Beratung') {
      await userEvent.tab();
    }
    const trigger = within(mainNav()).getByRole('button', { name: 'Beratung' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Beratung' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'AVGS-Coaching' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('opens a group without a page of its own with Enter and focuses its first entry', async () => {
    renderHeader('/');
    const trigger = within(mainNav()).getByRole('button', { name: 'Angebote' });
    act(() => trigger.focus());
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Ratgeber' })).toHaveFocus());
  });
});

/** Lays the desktop row out as a browser would: every top item 100 px wide, the nav as wide as `resize` says. */
function layOutDesktopRow() {
  const observers: Array<{ callback: ResizeObserverCallback; targets: Element[] }> = [];
  const originalResizeObserver = window.ResizeObserver;
  window.ResizeObserver = class {
    private readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((observed) => observed !== target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  } as unknown as typeof ResizeObserver;
  let navWidth = 0;
  const clientWidth = jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.tagName === 'NAV' ? navWidth : 0;
  });
  const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return { width: this.tagName === 'LI' ? 100 : 0 } as DOMRect;
  });
  return {
    resize(width: number) {
      navWidth = width;
      act(() => {
        for (const { callback } of observers.filter((entry) => entry.targets.some((target) => target.tagName === 'NAV'))) {
          callback([], {} as ResizeObserver);
        }
      });
    },
    restore() {
      window.ResizeObserver = originalResizeObserver;
      clientWidth.mockRestore();
      rect.mockRestore();
    },
  };
}

describe('desktop navigation narrower than its items', () => {
  let row: ReturnType<typeof layOutDesktopRow>;
  beforeEach(() => {
    row = layOutDesktopRow();
  });
  afterEach(() => row.restore());

  it('shows the items that fit in their order and hides the rest from sight, reading and focus', () => {
    renderHeader('/');
    row.resize(350);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Start' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Beratung' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Jobbörse' })).toBeVisible();
    expect(within(nav).queryByRole('button', { name: 'Angebote' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Berlin\.de/ })).not.toBeInTheDocument();
    expect(within(nav).getByText('Angebote')).not.toBeVisible();
  });

  it('brings the items back when there is room again', () => {
    renderHeader('/');
    row.resize(350);
    row.resize(500);
    expect(within(mainNav()).getByRole('button', { name: 'Angebote' })).toBeVisible();
    expect(within(mainNav()).getByRole('link', { name: /Berlin\.de/ })).toBeVisible();
  });

  it('tells the header whether items are left over, so it offers the menu button for them', () => {
    const onOverflowChange = jest.fn();
    renderInApp(<DesktopNav items={navigation} onOverflowChange={onOverflowChange} />, { url: '/' });
    expect(onOverflowChange).toHaveBeenLastCalledWith(false);
    row.resize(499);
    expect(onOverflowChange).toHaveBeenLastCalledWith(true);
    row.resize(500);
    expect(onOverflowChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps the left-over items in the drawer', async () => {
    renderHeader('/');
    row.resize(350);
    await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByText('Angebote')).toBeVisible();
    expect(within(drawer).getByRole('link', { name: /Berlin\.de/ })).toBeVisible();
  });
});

describe('mobile menu', () => {
  it('opens and closes the drawer; the button shows its state', async () => {
    renderHeader('/');
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('[data-icon="menu"]')).not.toBeNull();

    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.querySelector('[data-icon="close"]')).not.toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Für Arbeitgebende' })).toHaveAttribute('href', '/arbeitgebende');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Menü schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('[data-icon="menu"]')).not.toBeNull();
  });

  it('expands and collapses items with children by their chevron, collapsed at first', async () => {
    renderHeader('/');
    await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    const chevron = within(drawer).getByRole('button', { name: 'Untermenü Beratung' });
    const child = within(drawer).getByText('AVGS-Coaching');
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    expect(child).not.toBeVisible();

    await userEvent.click(chevron);
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    expect(child).toBeVisible();

    await userEvent.click(chevron);
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    expect(child).not.toBeVisible();
  });

  it('offers the job-market login in the employers drawer', async () => {
    renderHeader('/arbeitgebende', {}, 'employers');
    await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('link', { name: /Login\/Sign-Up Jobbörse/ })).toHaveAttribute('href', 'https://portal.example.org');
    expect(within(drawer).getByRole('link', { name: 'Für Arbeitssuchende' })).toHaveAttribute('href', '/');
  });
});

describe('header tools', () => {
  it('cycles the text size 100 → 110 → 120 → 100 % and keeps it in a cookie', async () => {
    const { store } = renderHeader('/');
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: /^Textgröße/ }));
      seen.push(`${store.getState().site.textSize} ${document.documentElement.style.fontSize} ${document.cookie}`);
    }
    expect(seen).toEqual(['110 110% textSize=110', '120 120% textSize=120', '100 100% textSize=100']);
    expect(screen.getByRole('button', { name: 'Textgröße 100 %, auf 110 % ändern' })).toBeInTheDocument();
  });

  it('switches the language: cookie, state and a reload with ?locale=', async () => {
    const { store } = renderHeader('/beratung?monat=5#termine');
    await userEvent.click(screen.getByRole('button', { name: 'Sprache: Deutsch. Sprache wählen' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(document.cookie).toBe('lang=en');
    expect(store.getState().site.locale).toBe('en');
    expect(loadDocument).toHaveBeenCalledWith('/beratung?monat=5&locale=en#termine');
  });

  it('lists the four languages in their own names', async () => {
    renderHeader('/');
    await userEvent.click(screen.getByRole('button', { name: /^Sprache/ }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['Deutsch', 'English', 'Türkçe', 'العربية']);
  });

  it('links the contact page and the easy-language page by the seal', () => {
    renderHeader('/');
    expect(screen.getAllByRole('link', { name: 'Kontakt' })[0]).toHaveAttribute('href', '/kontakt');
    expect(screen.getByRole('link', { name: 'Siegel Einfache Sprache' })).toHaveAttribute('href', '/einfache-sprache');
  });

  it('keeps the word mark left to right on right-to-left pages', () => {
    renderInApp(<Header variant="jobseekers" audience="jobseekers" navigation={navigation} navigationExtension={null} />, { url: '/', locale: 'ar' });
    const logo = screen.getByRole('link', { name: /^jobpoint berlin – / });
    expect(logo).toHaveAttribute('dir', 'ltr');
    expect(logo).toHaveTextContent(/^jobpoint\s*berlin$/);
  });

  it('gets a shadow once the page is scrolled', () => {
    renderHeader('/');
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');
    act(() => {
      Object.assign(window, { scrollY: 120 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled');
    act(() => {
      Object.assign(window, { scrollY: 0 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveAttribute('data-scrolled');
  });
});
