import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import { drainOnSignals } from './graceful-shutdown';

/** The shutdown's order and ends with fake timers; gateway-process.spec.ts drives a real process. */
describe('drainOnSignals', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setUp(close: () => Promise<void>) {
    const signals = new EventEmitter();
    const steps: string[] = [];
    const exit = jest.fn((code: number) => steps.push(`exit ${code}`));
    drainOnSignals({
      drainMs: 1000,
      timeoutMs: 5000,
      log: Fastify({ logger: false }).log,
      stopBeingReady: () => steps.push('not ready'),
      close: async () => {
        steps.push('close');
        await close();
      },
      signals: signals as unknown as NodeJS.Process,
      exit,
    });
    return { signals, steps, exit };
  }

  it('turns readiness off at once, closes after the drain period and exits 0', async () => {
    const { signals, steps } = setUp(async () => undefined);
    signals.emit('SIGTERM', 'SIGTERM');
    expect(steps).toEqual(['not ready']);
    await jest.advanceTimersByTimeAsync(999);
    expect(steps).toEqual(['not ready']);
    await jest.advanceTimersByTimeAsync(1);
    expect(steps).toEqual(['not ready', 'close', 'exit 0']);
  });

  it('exits 1 when closing takes past the deadline', async () => {
    const { signals, steps } = setUp(() => new Promise(() => undefined));
    signals.emit('SIGINT', 'SIGINT');
    await jest.advanceTimersByTimeAsync(5000);
    expect(steps).toEqual(['not ready', 'close', 'exit 1']);
  });

  it('exits 1 when closing fails, and at once on a second signal', async () => {
    const failing = setUp(() => Promise.reject(new Error('the database did not close')));
    failing.signals.emit('SIGTERM', 'SIGTERM');
    await jest.advanceTimersByTimeAsync(1000);
    expect(failing.steps).toEqual(['not ready', 'close', 'exit 1']);

    const impatient = setUp(async () => undefined);
    impatient.signals.emit('SIGTERM', 'SIGTERM');
    impatient.signals.emit('SIGTERM', 'SIGTERM');
    expect(impatient.steps).toEqual(['not ready', 'exit 1']);
  });
});
