import { Button, type ButtonProps } from '@chakra-ui/react';
import { useHydrated } from './use-hydrated';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled' | 'loading'> {
  /** While the form is being sent: the button shows its `loadingText` and takes no second click. */
  sending: boolean;
}

/**
 * A form's submit button, disabled until the page has hydrated: before that, the browser would send the
 * form itself, to the page's own address, past the form's checks and its sending.
 */
export function SubmitButton({ sending, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return <Button type="submit" colorPalette="brand" loading={sending} disabled={sending || !hydrated} {...props} />;
}
