import { Button, Loader, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { pressIfPressedEarly, PRESSED_EARLY_ATTRIBUTE, REMEMBERS_PRESS_ATTRIBUTE } from './early-press';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled' | 'loading'> {
  /** While the form is being sent: the button shows its `loadingText`, is busy and takes no second press. */
  sending: boolean;
}

/** A press remembered before the form's code was there: the button shows it is busy (ADR 065). */
const PRESSED_EARLY_LOOK = {
  [`&[${PRESSED_EARLY_ATTRIBUTE}]`]: { cursor: 'progress' },
  [`&[${PRESSED_EARLY_ATTRIBUTE}]::after`]: {
    content: '""',
    boxSize: '1em',
    borderWidth: '2px',
    borderColor: 'currentColor',
    borderInlineStartColor: 'transparent',
    borderBottomColor: 'transparent',
    borderRadius: 'full',
    animation: 'spin',
    _motionReduce: { animation: 'none' },
  },
};

/**
 * A form's submit button. It is never disabled (a disabled button is skipped by keyboard users and
 * announced as unavailable with no reason): pressed before the form's code is there (the page has not
 * hydrated, or the form's code loads on approach), the press is remembered and the button busy
 * (`REMEMBER_EARLY_PRESSES`), and the press is carried out once the button's code runs. While the form is
 * being sent, a second press does nothing.
 */
export function SubmitButton({ sending, children, loadingText, ...props }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => pressIfPressedEarly(ref.current), []);
  return (
    <Button
      colorPalette="brand"
      {...props}
      ref={ref}
      type="submit"
      // Sent by the browser itself (scripts off), the form's fields never end up in the page's URL.
      formMethod="post"
      {...{ [REMEMBERS_PRESS_ATTRIBUTE]: '' }}
      // The page head's script may have marked a press on the server's button; the effect takes it over.
      suppressHydrationWarning
      aria-busy={sending || undefined}
      aria-disabled={sending || undefined}
      data-loading={sending ? '' : undefined}
      onClick={(event) => sending && event.preventDefault()}
      css={PRESSED_EARLY_LOOK}
    >
      {sending ? <Loader text={loadingText}>{children}</Loader> : children}
    </Button>
  );
}
