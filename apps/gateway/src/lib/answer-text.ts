import type { FastifyReply } from 'fastify';

/** A short message for a download that cannot be made (unknown job or event, a service down); never kept. */
export function answerText(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(message);
}
