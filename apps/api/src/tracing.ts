import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapGetter,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { maskedPath } from '@kokoelma/contract/site';

// OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: a span for each
// HTTP request (with its request id), each SQL statement under it, and each outgoing HTTP
// call (the CMS, sign-in providers) and SMTP delivery. The provider is not registered
// globally (Sentry keeps its own): spans are parented through this module's own async
// context, so that the two never meet.

/** What a query reports when it has run (Kysely's log event, trimmed). */
export interface QueryEvent {
  level: 'query' | 'error';
  query: { sql: string };
  queryDurationMillis: number;
  error?: unknown;
}

export interface Tracing {
  readonly tracer: Tracer;
  /** A span for one SQL statement that has just run, under the current request. */
  query(event: QueryEvent, system: 'postgresql' | 'pglite'): void;
  /** Runs `fn` in a span of its own under the current request (SMTP, background work). */
  inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T>;
  /** Sends what is buffered (tests; shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const current = new AsyncLocalStorage<Context>();
const active = () => current.getStore() ?? ROOT_CONTEXT;

const headerGetter: TextMapGetter<Record<string, string | string[] | undefined>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};

/** The tracing the environment asks for, or null (the default: none). */
export function createTracing(options: {
  endpoint: string | undefined;
  serviceName?: string;
  version?: string;
}): Tracing | null {
  if (!options.endpoint) return null;
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const exportUrl = `${endpoint}/v1/traces`;
  const exporterHost = new URL(exportUrl).host;
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName ?? 'kokoelma',
      ...(options.version ? { 'service.version': options.version } : {}),
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: exportUrl }))],
  });
  const tracer = provider.getTracer('kokoelma');

  // Outgoing HTTP (node:http, which the Contentful SDK uses): a client span per request,
  // except the exporter's own (that would trace itself forever).
  const outgoing = new WeakMap<ClientRequest, Span>();
  const onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    const host = String(request.getHeader('host') ?? request.host);
    if (host === exporterHost || !current.getStore()) return;
    const span = tracer.startSpan(
      `${request.method} ${request.host}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': request.method,
          'server.address': request.host,
          'url.path': request.path.split('?')[0] ?? '',
        },
      },
      active(),
    );
    outgoing.set(request, span);
  };
  const onFinish = (message: unknown) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
    const span = outgoing.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', response.statusCode ?? 0);
    if ((response.statusCode ?? 0) >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  const onError = (message: unknown) => {
    const { request, error } = message as { request: ClientRequest; error: Error };
    const span = outgoing.get(request);
    if (!span) return;
    span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    span.end();
  };
  diagnostics.subscribe('http.client.request.start', onStart);
  diagnostics.subscribe('http.client.response.finish', onFinish);
  diagnostics.subscribe('http.client.request.error', onError);

  return {
    tracer,
    query(event, system) {
      const parent = current.getStore();
      if (!parent) return; // a query outside any request (start-up, timers)
      const end = Date.now();
      const statement = event.query.sql.trim().split(/\s+/, 1)[0]?.toUpperCase() ?? 'SQL';
      const span = tracer.startSpan(
        statement,
        {
          kind: SpanKind.CLIENT,
          startTime: end - event.queryDurationMillis,
          attributes: {
            'db.system.name': system,
            'db.operation.name': statement,
            // Parameters are placeholders ($1): no values, so nothing personal.
            'db.query.text': event.query.sql.slice(0, 2000),
          },
        },
        parent,
      );
      if (event.level === 'error') {
        span.recordException(event.error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end(end);
    },
    async inSpan(name, attributes, fn) {
      const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, active());
      try {
        return await current.run(trace.setSpan(active(), span), fn);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
    flush: () => provider.forceFlush(),
    async close() {
      diagnostics.unsubscribe('http.client.request.start', onStart);
      diagnostics.unsubscribe('http.client.response.finish', onFinish);
      diagnostics.unsubscribe('http.client.request.error', onError);
      await provider.shutdown();
    },
  };
}

/**
 * A server span per request, named by its route pattern, with the request id (the one
 * the logs and the X-Request-Id header carry), continuing the caller's trace when it sends
 * a `traceparent`. Everything the request does runs under it.
 */
export function traceRequests(
  app: FastifyInstance,
  tracing: Tracing,
  /**
   * A proxy stands in front (TRUST_PROXY): its `traceparent` is continued. Without one
   * the header is a client's, which must not choose its trace id or switch tracing of
   * its own requests off (review I3): every request starts a trace of its own.
   */
  behindProxy = false,
): void {
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<object, Span>();
  app.addHook('onRequest', (request, _reply, done) => {
    const incoming = behindProxy
      ? propagator.extract(ROOT_CONTEXT, request.headers, headerGetter)
      : ROOT_CONTEXT;
    const span = tracing.tracer.startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          // A link-only gallery's slug is its secret: masked (maskedPath).
          'url.path': maskedPath(request.url),
          'http.route': request.routeOptions.url ?? '',
          'kokoelma.request_id': request.id,
        },
      },
      incoming,
    );
    spans.set(request, span);
    current.run(trace.setSpan(incoming, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  app.addHook('onClose', async () => tracing.close());
}
