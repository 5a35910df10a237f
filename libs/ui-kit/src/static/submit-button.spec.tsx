import { ChakraProvider } from '@chakra-ui/react';
import { act, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createSiteSystem } from '../theme';
import { PRESSED_EARLY_ATTRIBUTE, REMEMBER_EARLY_PRESSES } from './early-press';
import { SubmitButton } from './submit-button';

// Renders here go through `act` (React Testing Library, which says so itself, is not used in this file).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const system = createSiteSystem('jobseekers');

function Form({ sending, onSubmit }: { sending: boolean; onSubmit?: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <ChakraProvider value={system}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(event);
        }}
      >
        <input name="email" defaultValue="" />
        <SubmitButton sending={sending} loadingText="Wird gesendet">
          Anmelden
        </SubmitButton>
      </form>
    </ChakraProvider>
  );
}

/** The server's HTML of the form in the document, as the browser shows it before the page has hydrated. */
function serverRender(sending: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form sending={sending} />);
  document.body.append(container);
  const button = container.querySelector('button') as HTMLButtonElement;
  return { container, button };
}

// The page head's inline script, as in every page (app-shell).
beforeAll(() => {
  const script = document.createElement('script');
  script.textContent = REMEMBER_EARLY_PRESSES;
  document.head.append(script);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SubmitButton', () => {
  it('can be focused and pressed before the page has hydrated', () => {
    const { button } = serverRender(false);
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('remembers a press before hydration, is busy while it waits, and sends the form once hydrated', async () => {
    const { container, button } = serverRender(false);
    const nativeSubmit = jest.fn();
    window.addEventListener('submit', (event) => nativeSubmit(event.defaultPrevented), { once: true });
    button.click();
    // The browser does not send the form itself; the press is remembered.
    expect(nativeSubmit).toHaveBeenCalledWith(true);
    expect(button).toHaveAttribute(PRESSED_EARLY_ATTRIBUTE);
    expect(button).toHaveAttribute('aria-busy', 'true');

    const onSubmit = jest.fn((event: FormEvent<HTMLFormElement>) => (event.nativeEvent as SubmitEvent).submitter);
    await act(async () => {
      hydrateRoot(container, <Form sending={false} onSubmit={onSubmit} />);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.results[0]?.value).toBe(button);
    expect(button).not.toHaveAttribute(PRESSED_EARLY_ATTRIBUTE);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('sends nothing on hydration when it was not pressed', async () => {
    const { container } = serverRender(false);
    const onSubmit = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Form sending={false} onSubmit={onSubmit} />);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays focusable, says it is busy and takes no second press while the form is being sent', async () => {
    const { container } = serverRender(true);
    const onSubmit = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Form sending onSubmit={onSubmit} />);
    });
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Wird gesendet');
    button.click();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
