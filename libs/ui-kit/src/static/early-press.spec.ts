import { pressIfPressedEarly, PRESSED_EARLY_ATTRIBUTE, REMEMBERS_PRESS_ATTRIBUTE } from './early-press';

function form(): { form: HTMLFormElement; button: HTMLButtonElement } {
  document.body.innerHTML = `<form><input name="q"><button type="submit" ${REMEMBERS_PRESS_ATTRIBUTE}>Senden</button></form>`;
  return { form: document.querySelector('form') as HTMLFormElement, button: document.querySelector('button') as HTMLButtonElement };
}

describe('a press before the form’s code is there', () => {
  it('sends the form through its own checks once the code is there, and only once', () => {
    const { form: element, button } = form();
    const submit = jest.spyOn(element, 'requestSubmit').mockImplementation(() => undefined);
    button.setAttribute(PRESSED_EARLY_ATTRIBUTE, '');
    button.setAttribute('aria-busy', 'true');
    pressIfPressedEarly(button);
    expect(submit).toHaveBeenCalledWith(button);
    expect(button.hasAttribute(PRESSED_EARLY_ATTRIBUTE)).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    pressIfPressedEarly(button);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a button nobody pressed', () => {
    const { form: element, button } = form();
    const submit = jest.spyOn(element, 'requestSubmit').mockImplementation(() => undefined);
    pressIfPressedEarly(button);
    pressIfPressedEarly(null);
    expect(submit).not.toHaveBeenCalled();
  });
});
