/**
 * Payload answers 501 "Cannot GET …" for a collection that has no REST endpoints (its own
 * `payload-migrations`, for one). To a caller that is a route that does not exist, so it gets the
 * same 404 and JSON body Payload gives any other unknown API path, and no 5xx that looks like a fault.
 */
export function unknownRouteNotFound<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 501) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json({ message: `Route not found "${new URL(request.url).pathname}"` }, { status: 404, headers })
  }
}
