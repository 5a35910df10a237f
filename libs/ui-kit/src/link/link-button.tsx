import { forwardRef } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

export type LinkButtonProps = Omit<ButtonProps, 'asChild' | 'type'>;

/**
 * A link styled as a button: the button's look on its one child, a link (`SiteLink`, `Link`, `<a>`).
 * Chakra's `Button` gives its element `type="button"`, which `asChild` would carry onto the link, where
 * HTML allows only a MIME type (`<a type="application/pdf">` keeps its own).
 */
export const LinkButton = forwardRef<HTMLButtonElement, LinkButtonProps>(function LinkButton(props, ref) {
  return <Button ref={ref} {...props} asChild type={undefined} />;
});
