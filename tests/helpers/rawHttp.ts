import http from 'node:http'

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A GET whose body is kept as it came over the wire (Playwright and fetch would decode it). */
export function rawGet(
  url: URL | string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}
