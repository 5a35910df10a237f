import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

/** A white tick, as Chakra's checkbox draws it (its `Checkbox.Indicator`). */
const TICK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpolyline points='20 6 9 17 4 12'/%3E%3C/svg%3E\")";

/**
 * The recipe's control is a drawn box beside a hidden input, kept in step by a state machine; here the
 * input itself is the box, and the recipe's ticked look (keyed on the machine's `data-state`) follows the
 * input's own `:checked`, so a box ticked before the page has started shows ticked too.
 */
const BOX = {
  appearance: 'none',
  mt: '0.5',
  bg: 'bg',
  _checked: {
    bg: 'colorPalette.solid',
    borderColor: 'colorPalette.solid',
    backgroundImage: TICK,
    backgroundSize: '80%',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
  },
} as const;

export interface PlainCheckboxProps extends Omit<HTMLChakraProps<'input'>, 'type' | 'children'> {
  /** The label beside the box; a click on it ticks the box. */
  children: ReactNode;
  /** On a brand-coloured background: a ticked box keeps a white edge, links in the label its text colour. */
  onBrand?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox that is the browser's own input, styled by the theme's checkbox recipe: it works before the
 * page has started and needs no state machine, so a form on every page (the newsletter) does not start
 * one (ADR 054). Uncontrolled; read it through its `ref`, a form library's `register`, or `onChange`.
 */
export function PlainCheckbox({ children, onBrand = false, ...input }: PlainCheckboxProps) {
  const styles = useSlotRecipe({ key: 'checkbox' })();
  return (
    <chakra.label css={styles.root} alignItems="flex-start">
      <chakra.input type="checkbox" css={[styles.control, BOX, onBrand && { _checked: { borderColor: 'bg' } }]} {...input} />
      <chakra.span css={[styles.label, { fontWeight: 'normal' }, onBrand && { '& a': { color: 'inherit' } }]}>{children}</chakra.span>
    </chakra.label>
  );
}
