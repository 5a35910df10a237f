import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './route-context';

/** A logo never changes under its URL (it is generated from the company's id and name). */
const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `GET /logos/{companyId}.svg`: the generated company logos that `logo_url` points to. */
export function registerGetLogo(app: FastifyInstance, context: RouteContext): void {
  app.get<{ Params: { file: string } }>('/logos/:file', async (request, reply) => {
    const match = /^(\d{1,15})\.svg$/.exec(request.params.file);
    const svg = match ? context.logoSvg(Number(match[1])) : null;
    if (svg === null) return reply.code(404).send({ message: `No logo ${request.params.file}` });
    return (
      reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', LOGO_CACHE_CONTROL)
        // An SVG opened on its own must not run anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('X-Content-Type-Options', 'nosniff')
        .send(svg)
    );
  });
}
