// The production build's API during the benchmark: a loopback server that answers each call with
// what the demo API answered for the same method, path and query, over CORS for the portal's
// origin, so the production build (no demo API in it) shows the same pages with the same data.
import { createServer } from 'node:http';

/**
 * The demo API runs on the portal's own origin, so the logo addresses in its answers are paths;
 * a real API gives its own absolute address, which is what the replay does.
 */
function asApiAnswer(answer, apiOrigin) {
  if (!/json/.test(answer.contentType)) return answer.body;
  return Buffer.from(
    answer.body.toString('utf8').replaceAll('"logoUrl":"/', `"logoUrl":"${apiOrigin}/`),
  );
}

/** Answers the portal's origin and the stack floor's (run.mjs), each with its own origin. */
export async function serveRecordedApi(recorded, { port, allowedOrigins }) {
  const apiOrigin = `http://127.0.0.1:${port}`;
  const corsFor = (origin) => ({
    'Access-Control-Allow-Origin': allowedOrigins.includes(origin) ? origin : allowedOrigins[0],
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
    Vary: 'Origin',
  });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', apiOrigin);
    const cors = corsFor(request.headers.origin ?? '');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const answer = recorded.get(`${request.method} ${url.pathname}${url.search}`);
    if (!answer) {
      response
        .writeHead(404, { ...cors, 'Content-Type': 'application/json' })
        .end('{"errors":[{"message":"Not found","code":"NOT_FOUND"}]}');
      return;
    }
    response
      .writeHead(answer.status, { ...cors, 'Content-Type': answer.contentType })
      .end(asApiAnswer(answer, apiOrigin));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: apiOrigin, stop: () => server.close() };
}
