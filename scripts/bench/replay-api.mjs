// The production build's API during the benchmark: a loopback server that answers each call with
// what the demo API answered for the same method, path and query, over CORS for the portal's
// origin, so the production build (no demo API in it) shows the same pages with the same data.
import { createServer } from 'node:http';

export async function serveRecordedApi(recorded, { port, portalOrigin }) {
  const cors = {
    'Access-Control-Allow-Origin': portalOrigin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
    Vary: 'Origin',
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
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
    response.writeHead(answer.status, { ...cors, 'Content-Type': answer.contentType }).end(answer.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
