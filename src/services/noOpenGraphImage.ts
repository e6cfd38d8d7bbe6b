import type { Endpoint } from 'payload'

/**
 * `GET /api/og`, taken so that Payload's Next route does not add its own: on the first API request
 * it adds an open-graph image renderer (next/og: fonts, layout and a PNG per call) that answers
 * anyone, signed in or not, with a title of their choosing. Nothing of ours links to it: the site
 * draws its own share cards, and the admin's pages (meta.defaultOGImageType 'off') name no image.
 * It answers as any unknown API route does (src/utilities/unknownRouteNotFound.ts).
 */
export const noOpenGraphImageEndpoint: Endpoint = {
  path: '/og',
  method: 'get',
  handler: (req) =>
    Response.json(
      {
        message: `Route not found "${new URL(req.url ?? '/api/og', 'http://localhost').pathname}"`,
      },
      { status: 404 },
    ),
}
