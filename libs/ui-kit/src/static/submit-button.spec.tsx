import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createSiteSystem } from '../theme';
import { SubmitButton } from './submit-button';

// Renders here go through `act` (React Testing Library, which says so itself, is not used in this file).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const system = createSiteSystem('jobseekers');

function Form({ sending }: { sending: boolean }) {
  return (
    <ChakraProvider value={system}>
      <form>
        <SubmitButton sending={sending} loadingText="Wird gesendet">
          Anmelden
        </SubmitButton>
      </form>
    </ChakraProvider>
  );
}

async function serverRenderAndHydrate(sending: boolean): Promise<HTMLButtonElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form sending={sending} />);
  document.body.append(container);
  const button = container.querySelector('button') as HTMLButtonElement;
  expect(button.type).toBe('submit');
  // The server's button: the page has not started, the browser must not send the form itself.
  expect(button.disabled).toBe(true);
  await act(async () => {
    hydrateRoot(container, <Form sending={sending} />);
  });
  return container.querySelector('button') as HTMLButtonElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SubmitButton', () => {
  it('is disabled until the page has hydrated', async () => {
    const button = await serverRenderAndHydrate(false);
    expect(button.disabled).toBe(false);
    expect(button).toHaveTextContent('Anmelden');
  });

  it('is disabled and says so while the form is being sent', async () => {
    const button = await serverRenderAndHydrate(true);
    expect(button.disabled).toBe(true);
    expect(button).toHaveTextContent('Wird gesendet');
  });
});
