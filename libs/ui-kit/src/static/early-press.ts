/** Marks a submit button whose press before its form's code is there is remembered (`SubmitButton`). */
export const REMEMBERS_PRESS_ATTRIBUTE = 'data-remembers-press';

/** Set on such a button when it was pressed before its form's code was there; the code presses it again. */
export const PRESSED_EARLY_ATTRIBUTE = 'data-pressed-early';

/**
 * Plain browser JavaScript for a classic inline script in the page's head, so it runs before any of the
 * page's HTML can be used (ADR 065). A form sent with a `SubmitButton` that no code has handled (the page
 * has not hydrated, or the form's code loads on approach) would be sent by the browser itself, to the
 * page's own address, past the form's checks: it is stopped, and the button is marked as pressed and busy.
 * Listening on the window, it runs after React's handler at the root, which stops a form it sends itself.
 * The submitter is the pressed button, or the form's first submit button when Enter was pressed in a field.
 */
export const REMEMBER_EARLY_PRESSES = `addEventListener('submit',function(e){var b=e.submitter;if(e.defaultPrevented||!b||!b.hasAttribute('${REMEMBERS_PRESS_ATTRIBUTE}'))return;e.preventDefault();b.setAttribute('${PRESSED_EARLY_ATTRIBUTE}','');b.setAttribute('aria-busy','true')});`;

/**
 * Carries out a press the page remembered for `button`, once its form's code is there: the form is sent
 * as if the visitor pressed the button now, through the form's own checks.
 */
export function pressIfPressedEarly(button: HTMLButtonElement | null): void {
  if (!button?.hasAttribute(PRESSED_EARLY_ATTRIBUTE)) {
    return;
  }
  button.removeAttribute(PRESSED_EARLY_ATTRIBUTE);
  button.removeAttribute('aria-busy');
  button.form?.requestSubmit(button);
}
