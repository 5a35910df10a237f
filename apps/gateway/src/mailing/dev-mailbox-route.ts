import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '@jobpoint/i18n';
import type { LocalMailbox } from './local-mailbox';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) {
    return false;
  }
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Only a browser on the same machine: the socket's own peer address (not the forwarded one, which a
 * client can write) and no sign of having come through a proxy.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
}

/**
 * The local mailbox as a page, for developers: registered only when no Brevo key is configured, and
 * answering only to loopback clients. Everyone else gets the same 404 as for any unknown path.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, mailbox: LocalMailbox): void {
  app.get('/_dev/mailbox', async (request, reply) => {
    if (!fromThisMachine(request)) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const rows = mailbox
      .list()
      .map(
        (message) =>
          `<tr><td>${escapeHtml(message.date)}</td><td>${escapeHtml(message.kind)}</td><td>${escapeHtml(message.to)}</td>` +
          `<td><a href="/_dev/mailbox/${encodeURIComponent(message.file)}">${escapeHtml(message.subject)}</a></td></tr>`,
      )
      .join('');
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title></head>' +
      '<body style="font-family:system-ui,sans-serif;padding:1rem"><main><h1>Local mailbox</h1>' +
      '<p>Messages the site would have sent through Brevo. Addresses under <code>.invalid</code> are refused.</p>' +
      (rows
        ? `<table><thead><tr><th scope="col">Date</th><th scope="col">Kind</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No messages yet.</p>') +
      '</main></body></html>';
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.get<{ Params: { file: string } }>('/_dev/mailbox/:file', async (request, reply) => {
    const eml = fromThisMachine(request) ? mailbox.read(request.params.file) : undefined;
    if (eml === undefined) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(eml);
  });
}
