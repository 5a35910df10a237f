import { hostname } from 'node:os';
import { logStartFailure, serviceIdentity, serviceLogger } from './service-logging';
import { tracingRequested } from './tracing';

describe('serviceIdentity', () => {
  it('is the version the deployment names, else the package version', () => {
    expect(serviceIdentity('gateway', '0.0.0', { SERVICE_VERSION: '1.4.0+3fb957f' })).toEqual({ name: 'gateway', version: '1.4.0+3fb957f' });
    expect(serviceIdentity('gateway', '0.0.0', { SERVICE_VERSION: ' ' })).toEqual({ name: 'gateway', version: '0.0.0' });
    expect(serviceIdentity('gateway', '0.0.0', {})).toEqual({ name: 'gateway', version: '0.0.0' });
  });
});

describe('serviceLogger', () => {
  it('writes from the level up, each line naming the process, host, service and version', () => {
    expect(serviceLogger({ name: 'gateway', version: '1.4.0' }, 'warn')).toEqual({
      level: 'warn',
      base: { pid: process.pid, hostname: hostname(), service: 'gateway', version: '1.4.0' },
    });
  });
});

describe('logStartFailure', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes why the service did not start as one fatal JSON line', () => {
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logStartFailure({ name: 'gateway', version: '1.4.0' }, new Error('PORT is not a number'));
    logStartFailure({ name: 'gateway', version: '1.4.0' }, 'no settings');
    const lines = write.mock.calls.map(([line]) => String(line));
    expect(lines.every((line) => line.endsWith('}\n'))).toBe(true);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { level: 60, time: expect.any(Number), pid: process.pid, hostname: hostname(), service: 'gateway', version: '1.4.0', msg: 'PORT is not a number' },
      expect.objectContaining({ level: 60, msg: 'no settings' }),
    ]);
  });
});

describe('tracingRequested', () => {
  it('is on with an OTLP endpoint for all signals or for traces, unless the SDK is switched off', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });
});
