import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from './contrast';
import { audienceBrandVariables, createSiteSystem, hydratingSiteSystem, siteSystem } from './create-site-system';
import { BRAND_BLUE, BRAND_RED, LIGHT_GREY } from './tokens';

const WHITE = '#FFFFFF';

describe('createSiteSystem', () => {
  it('uses the brand red as the job seekers brand colour and the brand blue for employers', () => {
    const red = createSiteSystem('jobseekers');
    const blue = createSiteSystem('employers');
    expect(red.token('colors.jobseekersRed.600')).toBe(BRAND_RED);
    expect(blue.token('colors.employersBlue.600')).toBe(BRAND_BLUE);
    expect(red.tokens.getByName('colors.brand.solid')?.value).toBe('var(--chakra-colors-jobseekers-red-600)');
    expect(blue.tokens.getByName('colors.brand.solid')?.value).toBe('var(--chakra-colors-employers-blue-600)');
  });

  it('gives, as CSS variables for one element, another audience’s brand colours exactly as its own system has them', () => {
    const blue = createSiteSystem('employers');
    const variables = audienceBrandVariables('employers');
    const brandTokens = blue.tokens.allTokens.filter((token) => token.name.startsWith('colors.brand.') && token.name !== 'colors.brand.contrast');
    expect(brandTokens.length).toBeGreaterThan(0);
    expect(Object.keys(variables)).toHaveLength(brandTokens.length);
    for (const token of brandTokens) {
      expect([token.name, variables[token.extensions.cssVar?.var ?? '']]).toEqual([token.name, token.value]);
    }
  });

  it('has exactly the five breakpoints of the site', () => {
    const system = createSiteSystem('jobseekers');
    expect(system.breakpoints.keys()).toEqual(['base', 'xs', 'sm', 'md', 'lg', 'xl']);
    expect(system.token('breakpoints.md')).toBe('768px');
    expect(system.token('breakpoints.xl')).toBe('1900px');
  });

  it('resolves the default tokens the recipes are written in', () => {
    const system = createSiteSystem('jobseekers');
    expect(system.token('radii.l2')).toBe('var(--chakra-radii-l2)');
    expect(system.token('spacing.5')).toBe('1.25rem');
    const button = system.css(system.getRecipe('button')?.base ?? {}) as Record<string, unknown>;
    expect(button.borderRadius).toBe('var(--chakra-radii-l2)');
  });

  it('changes a button’s opacity at once, without a transition', () => {
    const system = createSiteSystem('jobseekers');
    const button = system.css(system.getRecipe('button')?.base ?? {}) as Record<string, unknown>;
    expect(button.transitionProperty).toContain('background-color');
    expect(button.transitionProperty).not.toContain('opacity');
  });

  it('has the recipes of the components the site uses, and not the others', () => {
    const system = createSiteSystem('employers');
    for (const key of ['button', 'link', 'heading', 'input', 'badge', 'spinner']) {
      expect(system.getRecipe(key)).toBeDefined();
    }
    for (const key of ['menu', 'drawer', 'dialog', 'field', 'accordion', 'checkbox', 'nativeSelect']) {
      expect(system.getSlotRecipe(key)).toBeDefined();
    }
    expect(system.isValidProperty('layerStyle')).toBe(true);
    expect(system.getSlotRecipe('datePicker')).toBeUndefined();
  });

  it('has the palettes the site uses, in the light scheme only', () => {
    const system = createSiteSystem('jobseekers');
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue']) {
      expect(system.tokens.getByName(`colors.${palette}.solid`)).toBeDefined();
    }
    expect(system.tokens.getByName('colors.teal.500')).toBeUndefined();
    expect(system.tokens.getByName('colors.purple.solid')).toBeUndefined();
    const tokenCss = JSON.stringify(system.getTokenCss());
    expect(tokenCss).toContain('--chakra-colors-gray-solid');
    expect(tokenCss).not.toContain('--chakra-colors-teal');
    expect(tokenCss).not.toContain('.dark');
    expect(system.tokens.getByName('colors.bg')?.value).toBe('var(--chakra-colors-white)');
  });

  it('limits button text to 250 px in red and 200 px in blue', () => {
    expect(createSiteSystem('jobseekers').token('sizes.buttonText')).toBe('250px');
    expect(createSiteSystem('employers').token('sizes.buttonText')).toBe('200px');
  });
});

describe('brand colour contrast (WCAG AA)', () => {
  it.each([
    ['white text on red', WHITE, BRAND_RED],
    ['white text on blue', WHITE, BRAND_BLUE],
    ['red links on white', BRAND_RED, WHITE],
    ['red links on light grey', BRAND_RED, LIGHT_GREY],
    ['blue links on white', BRAND_BLUE, WHITE],
    ['blue links on light grey', BRAND_BLUE, LIGHT_GREY],
  ])('%s', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  it('computes the known ratio of black on white', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
  });
});

describe('siteSystem', () => {
  it('creates each audience’s system once and hands out the same one after', () => {
    expect(siteSystem('jobseekers')).toBe(siteSystem('jobseekers'));
    expect(siteSystem('employers')).toBe(siteSystem('employers'));
    expect(siteSystem('jobseekers')).not.toBe(siteSystem('employers'));
  });
});

describe('hydratingSiteSystem', () => {
  it('has no global styles to write (the server wrote them) and is otherwise the audience’s system', () => {
    const full = siteSystem('employers');
    const hydrating = hydratingSiteSystem('employers');
    expect(hydrating._global).toEqual([]);
    expect(hydrating._config.disableLayers).toBe(true);
    expect(full._global.length).toBeGreaterThan(0);
    expect(full._config.disableLayers).toBeUndefined();
    expect(hydrating.css).toBe(full.css);
    expect(hydrating.getSlotRecipeFn).toBe(full.getSlotRecipeFn);
    // Layers stay in the styles the system writes for elements.
    expect(JSON.stringify(hydrating.layers.wrap('recipes', { color: 'red' }))).toContain('@layer recipes');
    expect(hydratingSiteSystem('employers')).toBe(hydrating);
  });
});
