import { serviceIdentity } from './service-logging';
import { tracingRequested } from './tracing';

describe('serviceIdentity', () => {
  it('is the version the deployment names, else the package version', () => {
    expect(serviceIdentity('gateway', '0.0.0', { SERVICE_VERSION: '1.4.0+3fb957f' })).toEqual({ name: 'gateway', version: '1.4.0+3fb957f' });
    expect(serviceIdentity('gateway', '0.0.0', { SERVICE_VERSION: ' ' })).toEqual({ name: 'gateway', version: '0.0.0' });
    expect(serviceIdentity('gateway', '0.0.0', {})).toEqual({ name: 'gateway', version: '0.0.0' });
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
