/** Payload's 501 for a collection without REST endpoints becomes the usual unknown-path 404. */
export function unknownRouteNotFound<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 501) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json(
      { message: `Route not found "${new URL(request.url).pathname}"` },
      { status: 404, headers },
    )
  }
}
