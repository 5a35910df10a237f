import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as the test sees it: which service sent it, in which trace. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  name: string;
  attributes: Record<string, unknown>;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}

interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: { traceId: string; name: string; attributes?: OtlpAttribute[] }[] }[];
  }[];
}

function attributeMap(attributes: OtlpAttribute[] = []): Record<string, unknown> {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue]));
}

/** An OTLP/HTTP endpoint (`POST /v1/traces`, the JSON protocol the services' exporter speaks) that keeps what it is sent. */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private readonly server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.startsWith('application/json')) {
        response.writeHead(404).end();
        return;
      }
      for (const { resource, scopeSpans = [] } of (JSON.parse(body) as OtlpTraces).resourceSpans ?? []) {
        const service = String(attributeMap(resource?.attributes)['service.name']);
        for (const { spans = [] } of scopeSpans) {
          this.spans.push(...spans.map((span) => ({ service, traceId: span.traceId, name: span.name, attributes: attributeMap(span.attributes) })));
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  /** Listens on a free port; resolves with the endpoint's base URL (what `OTEL_EXPORTER_OTLP_ENDPOINT` takes). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The spans received once `enough` says they are there; fails with what did arrive after `timeoutMs`. */
  async waitFor(enough: (spans: ReceivedSpan[]) => boolean, timeoutMs = 10_000): Promise<ReceivedSpan[]> {
    for (const giveUpAt = Date.now() + timeoutMs; !enough(this.spans); ) {
      if (Date.now() > giveUpAt) {
        throw new Error(`the spans expected did not arrive; received:\n${JSON.stringify(this.spans, null, 2)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.spans;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
