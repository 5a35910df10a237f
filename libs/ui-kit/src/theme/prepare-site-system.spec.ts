import { createSystem } from '@chakra-ui/react';
import { prepareSiteSystem, siteSystem } from './create-site-system';

/**
 * Chakra's `createSystem` as the app build makes it (tools/vite/chakra-system-steps.mts): with `steps`, a
 * generator that stops between its parts. Here the parts are two stops before Chakra's own system.
 */
jest.mock('@chakra-ui/react', () => {
  const actual = jest.requireActual('@chakra-ui/react');
  const events: string[] = [];
  const steps = jest.fn(function* (...configs: unknown[]) {
    events.push('merge');
    yield;
    events.push('tokens');
    yield;
    events.push('utilities');
    return actual.createSystem(...configs);
  });
  const createSystem = Object.assign(
    jest.fn((...configs: unknown[]) => actual.createSystem(...configs)),
    { steps, events },
  );
  return { ...actual, createSystem };
});

const staged = createSystem as unknown as jest.Mock & { steps: jest.Mock; events: string[] };

describe('prepareSiteSystem', () => {
  beforeEach(() => {
    staged.events.length = 0;
  });

  it('creates the audience’s system a step per task, and siteSystem hands out that system after', async () => {
    const nextTask = jest.fn(async () => {
      staged.events.push('next task');
    });

    await prepareSiteSystem('employers', nextTask);

    expect(staged.events).toEqual(['merge', 'next task', 'tokens', 'next task', 'utilities']);
    expect(staged.steps).toHaveBeenCalledTimes(1);
    const system = siteSystem('employers');
    expect(system.token('colors.employersBlue.600')).toBe('#1A3A57');
    expect(staged.steps).toHaveBeenCalledTimes(1);
    expect(staged).not.toHaveBeenCalled();
  });

  it('waits for each task to end before the next step runs', async () => {
    let endTask: () => void = () => undefined;
    const nextTask = jest.fn(() => new Promise<void>((resolve) => (endTask = resolve)));

    const preparing = prepareSiteSystem('jobseekers', nextTask);
    await Promise.resolve();
    expect(staged.events).toEqual(['merge']);
    endTask();
    await Promise.resolve();
    await Promise.resolve();
    expect(staged.events).toEqual(['merge', 'tokens']);
    endTask();
    await preparing;
    expect(staged.events).toEqual(['merge', 'tokens', 'utilities']);
  });

  it('does nothing for an audience whose system exists', async () => {
    siteSystem('jobseekers');
    staged.steps.mockClear();
    const nextTask = jest.fn(async () => undefined);

    await prepareSiteSystem('jobseekers', nextTask);

    expect(nextTask).not.toHaveBeenCalled();
    expect(staged.steps).not.toHaveBeenCalled();
  });
});
