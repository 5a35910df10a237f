import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import {
  APP_BAR_HEIGHT,
  BREAKPOINTS,
  BRAND_BLUE,
  BRAND_RED,
  BUTTON_TEXT_MAX_WIDTH,
  LIGHT_GREY,
  NOTIFICATION_BAR_HEIGHT,
  SYSTEM_FONT_STACK,
  type SiteAudience,
} from './tokens';

type Scale = Record<'50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950', string>;

/** Shades around the brand red; 600 is the brand red #B73143. */
const RED_SCALE: Scale = {
  '50': '#FBEFF1',
  '100': '#F5D6DA',
  '200': '#EBAEB6',
  '300': '#DE8290',
  '400': '#CE5668',
  '500': '#C23E50',
  '600': BRAND_RED,
  '700': '#962838',
  '800': '#74202C',
  '900': '#531720',
  '950': '#360F15',
};

/** Shades around the brand blue; 600 is the brand blue #1A3A57. */
const BLUE_SCALE: Scale = {
  '50': '#EEF3F8',
  '100': '#D3E0EC',
  '200': '#A7C1D9',
  '300': '#7499BB',
  '400': '#4A7299',
  '500': '#2E5578',
  '600': BRAND_BLUE,
  '700': '#153049',
  '800': '#10253A',
  '900': '#0B1A29',
  '950': '#07111B',
};

const SCALES: Record<SiteAudience, { token: string; scale: Scale }> = {
  jobseekers: { token: 'jobseekersRed', scale: RED_SCALE },
  employers: { token: 'employersBlue', scale: BLUE_SCALE },
};

const px = (value: number) => `${value}px`;

function tokenScale(scale: Scale) {
  return Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));
}

/**
 * Chakra's button, its opacity left out of its transitions: a send button that becomes usable once its page
 * has hydrated (`useHydrated`) shows so at once, and is never seen half faded, as an accessibility scan at
 * that moment saw it (its contrast measured at part of its opacity).
 */
const siteButtonRecipe: typeof buttonRecipe = {
  ...buttonRecipe,
  base: { ...buttonRecipe.base, transitionProperty: 'background-color, border-color, color, fill, stroke, box-shadow, translate, transform' },
};

/**
 * The recipes of the Chakra components the site uses, and no others: every recipe in the system costs
 * script size and start-up time in the browser. A component added to the site needs its recipe here.
 */
const SITE_RECIPES = {
  badge: badgeRecipe,
  button: siteButtonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

const SITE_SLOT_RECIPES = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};

/**
 * Chakra's palettes the site's components never use (its own are `brand`, gray for neutral parts, and
 * red, orange, green and blue for the alert and form states). Every palette is some 20 CSS variables in
 * every page's styles and tokens the system resolves at start-up.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends Record<string, unknown>>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * Error texts ('Pflichtfeld', a form's message) in red.700 (#b91c1c, 6.5:1 on white): Chakra's red.500
 * (#ef4444) is 3.8:1, below WCAG AA for text.
 */
function withReadableErrorText<T extends { fg: object }>(colors: T): T {
  return { ...colors, fg: { ...colors.fg, error: { value: '{colors.red.700}' } } };
}

/**
 * Semantic tokens with their light value only: the site has no dark scheme, so the dark values would
 * only be more CSS in every page.
 */
function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object') {
    return tokens;
  }
  if ('_light' in tokens) {
    return (tokens as { _light: T })._light;
  }
  return Object.fromEntries(Object.entries(tokens).map(([key, value]) => [key, lightOnly(value)])) as T;
}

/**
 * Chakra's default theme (tokens, text and layer styles, global styles) with the site's recipes, its
 * palettes and the light scheme only. The default breakpoints (480 … 1536) are left out, so only the
 * site's five exist.
 */
const CHAKRA_THEME = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, width]) => [name, px(width)])),
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withReadableErrorText(withoutUnusedPalettes(semanticTokens.colors)) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: SITE_RECIPES,
    slotRecipes: SITE_SLOT_RECIPES,
  },
});

/** The brand's semantic colours and the shade of the audience's scale each one is. */
const BRAND_STEPS = {
  // 600 is the brand colour: white on it and it on white or light grey meet WCAG AA.
  solid: '600',
  fg: '600',
  subtle: '50',
  muted: '100',
  emphasized: '200',
  focusRing: '600',
  border: '600',
} as const satisfies Record<string, keyof Scale>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Another audience's brand colours as CSS variables for one element: set on it with `colorPalette="brand"`,
 * everything inside shows that audience's colours (an editors' page in the employers' layout, which the
 * job seekers' app serves). Both systems hold both scales, so the variables it names exist in either.
 */
export function audienceBrandVariables(audience: SiteAudience): Record<string, string> {
  const scale = kebab(SCALES[audience].token);
  return Object.fromEntries(
    Object.entries(BRAND_STEPS).map(([name, step]) => [`--chakra-colors-brand-${kebab(name)}`, `var(--chakra-colors-${scale}-${step})`]),
  );
}

/**
 * The Chakra system of one audience. Components use `colorPalette="brand"` (also the page default), so
 * the same component is red for job seekers and blue for employers. Only the light colour scheme exists.
 */
export function createSiteSystem(audience: SiteAudience): SystemContext {
  return createSystem(...siteConfigs(audience));
}

/** What the audience's system is made of: Chakra's base, its theme as the site uses it, and the site's own. */
function siteConfigs(audience: SiteAudience): SystemConfig[] {
  const { token } = SCALES[audience];
  const brand = (step: keyof Scale) => ({ value: `{colors.${token}.${step}}` });
  const brandSteps = Object.fromEntries(Object.entries(BRAND_STEPS).map(([name, step]) => [name, brand(step)]));

  const config = defineConfig({
    theme: {
      tokens: {
        colors: {
          jobseekersRed: tokenScale(RED_SCALE),
          employersBlue: tokenScale(BLUE_SCALE),
          lightGrey: { value: LIGHT_GREY },
        },
        fonts: {
          heading: { value: SYSTEM_FONT_STACK },
          body: { value: SYSTEM_FONT_STACK },
        },
        sizes: {
          appBar: { value: px(APP_BAR_HEIGHT) },
          notificationBar: { value: px(NOTIFICATION_BAR_HEIGHT) },
          buttonText: { value: px(BUTTON_TEXT_MAX_WIDTH[audience]) },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            ...brandSteps,
            contrast: { value: '{colors.white}' },
          },
          surface: {
            muted: { value: '{colors.lightGrey}' },
          },
        },
      },
    },
    globalCss: {
      html: {
        colorPalette: 'brand',
        // Keeps focused elements and anchors clear of the fixed header and the ticker.
        scrollPaddingTop: px(APP_BAR_HEIGHT + NOTIFICATION_BAR_HEIGHT),
      },
      '*:focus-visible': {
        outlineWidth: '3px',
        outlineStyle: 'solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '2px',
      },
      // A static region's wrapper takes no part in the layout (ADR 046).
      '[data-static-region]': { display: 'contents' },
    },
  });

  return [defaultBaseConfig, CHAKRA_THEME, config];
}

const systems = new Map<SiteAudience, SystemContext>();

/**
 * Chakra's `createSystem` as the app build leaves it (tools/vite/chakra-system-steps.mts): with `steps`, the
 * same work as a generator that stops between its parts. Where Chakra is not built by Vite (unit tests,
 * scripts), there is no `steps`.
 */
type CreateSystemInSteps = typeof createSystem & { steps?: (...configs: SystemConfig[]) => Generator<void, SystemContext, void> };

/**
 * Creates the audience's system ahead of `siteSystem`, a step per task: `nextTask` ends the current task.
 * A browser taking over a server-rendered page calls it before hydrating, so that creating the system is
 * not one long task that holds up the visitor's first taps (ADR 173).
 */
export async function prepareSiteSystem(audience: SiteAudience, nextTask: () => Promise<void>): Promise<void> {
  if (systems.has(audience)) {
    return;
  }
  const { steps } = createSystem as CreateSystemInSteps;
  let system: SystemContext;
  if (steps) {
    const running = steps(...siteConfigs(audience));
    let step = running.next();
    while (!step.done) {
      await nextTask();
      step = running.next();
    }
    system = step.value;
  } else {
    system = createSystem(...siteConfigs(audience));
  }
  // `siteSystem` may have made one while this waited: the page keeps the first.
  if (!systems.has(audience)) {
    systems.set(audience, system);
  }
}

/**
 * The audience's system, created once per process (server) or page (browser): creating it costs about
 * 100 ms of a server render and more on a phone, and it never changes.
 */
export function siteSystem(audience: SiteAudience): SystemContext {
  let system = systems.get(audience);
  if (!system) {
    system = createSiteSystem(audience);
    systems.set(audience, system);
  }
  return system;
}

const hydratingSystems = new Map<SiteAudience, SystemContext>();

/**
 * The audience's system for a page the server has rendered: its global styles (the reset, the tokens'
 * variables, the layer order) are already in the head, so the browser's provider writes none of them.
 * It would otherwise serialise them again and take over their style elements by moving them, and each
 * move makes the browser restyle the whole page. Nothing else differs from `siteSystem`.
 */
export function hydratingSiteSystem(audience: SiteAudience): SystemContext {
  let system = hydratingSystems.get(audience);
  if (!system) {
    const full = siteSystem(audience);
    // Copied by descriptor: the app build makes `_global` a getter that builds the styles on first read.
    system = Object.defineProperties({} as SystemContext, {
      ...Object.getOwnPropertyDescriptors(full),
      _config: { value: { ...full._config, disableLayers: true }, enumerable: true },
      _global: { value: [], enumerable: true },
    });
    hydratingSystems.set(audience, system);
  }
  return system;
}
