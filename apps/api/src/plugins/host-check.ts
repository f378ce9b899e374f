import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface HostCheckOptions {
  /** PUBLIC_URL: the site's one address. Without it every Host is answered. */
  publicUrl: string | undefined;
  /** ALLOWED_HOSTS: other names the site may be asked for (`host` or `host:port`). */
  allowedHosts?: string | undefined;
}

/** Paths answered under any Host: the balancer's and the orchestrator's probes. */
const PROBES = new Set(['/health', '/health/ready']);

/**
 * This machine's own names, any port: a request for them comes from the machine itself
 * (tools, a sidecar), never from a rebinding page, whose requests carry its own name.
 */
const LOOPBACK = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/**
 * With PUBLIC_URL, only requests for the site's own host (and ALLOWED_HOSTS) are
 * answered; any other Host header is a 421 Misdirected Request. A DNS-rebinding page (a
 * hostile name that resolves to this server) then reads nothing, not even anonymous
 * pages, under its own origin. The Host is the one the client asked for, or the
 * trusted proxy's X-Forwarded-Host (TRUST_PROXY), compared without case; this machine's
 * own names (localhost, 127.0.0.1, [::1]) are always answered.
 */
async function hostCheck(app: FastifyInstance, options: HostCheckOptions) {
  if (!options.publicUrl) return;
  const allowed = new Set(
    [new URL(options.publicUrl).host, ...(options.allowedHosts?.split(',') ?? [])].map((h) =>
      h.trim().toLowerCase(),
    ),
  );
  app.addHook('onRequest', async (request, reply) => {
    const host = request.host.toLowerCase();
    if (allowed.has(host) || LOOPBACK.test(host)) return;
    if (PROBES.has(request.url.split('?', 1)[0] ?? '')) return;
    return reply.status(421).header('cache-control', 'no-store').send({
      error: 'misdirected_request',
      message: 'This server does not answer for that host.',
    });
  });
}

export const hostCheckPluginFp = fp(hostCheck, { name: 'host-check' });
