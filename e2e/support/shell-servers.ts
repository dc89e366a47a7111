import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';

export { ANALYTICS_SITE_PORT, ANALYTICS_STUB_PORT, DEPLOY_SITE_PORT } from './builds.mjs';

/** Serves a folder with the CDN-like server of the project (scripts/serve-dist.mjs). */
export async function serveFolder(dir: string, port: number): Promise<() => void> {
  const child: ChildProcess = spawn(
    'node',
    // Static: these builds' APIs answer in the browser only (routed by the test), not to an edge.
    ['scripts/serve-dist.mjs', '--port', String(port), '--dir', dir, '--static'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/builds/latest.json`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The server on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return () => child.kill();
}

/**
 * A Matomo-compatible stand-in for the analytics host: matomo.js processes _paq like the real
 * tracker (page views only while consent is given; with link tracking on, a click on a link to
 * another host is an outlink hit carrying the link's address as `link`, as matomo.js's
 * enableLinkTracking reports it) and reports to matomo.php as image requests, each through the
 * setCustomRequestProcessing hook when one is set, as the real tracker does. Every request that
 * reaches the host is recorded as `path?query`.
 */
export const TRACKER_DOUBLE = `(function () {
  var queued = Array.isArray(window._paq) ? window._paq : [];
  var trackerUrl = '', siteId = '', consent = false, customUrl = null, title = null;
  var processRequest = null, linkTracking = false;
  function send(params) {
    var request = new URLSearchParams(params).toString();
    if (processRequest) request = processRequest(request);
    new Image().src = trackerUrl + '?' + request;
  }
  function run(command) {
    var name = command[0];
    if (name === 'setTrackerUrl') trackerUrl = command[1];
    else if (name === 'setSiteId') siteId = command[1];
    else if (name === 'setConsentGiven') consent = true;
    else if (name === 'forgetConsentGiven') consent = false;
    else if (name === 'setCustomUrl') customUrl = command[1];
    else if (name === 'setDocumentTitle') title = command[1];
    else if (name === 'setCustomRequestProcessing') processRequest = command[1];
    else if (name === 'enableLinkTracking') linkTracking = true;
    else if (name === 'trackPageView' && consent) {
      send({ idsite: siteId, rec: '1', url: customUrl || location.href, action_name: title || document.title });
    }
  }
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!linkTracking || !consent || !link || link.hostname === location.hostname) return;
    send({ idsite: siteId, rec: '1', link: link.href, url: customUrl || location.href });
  }, true);
  window.Matomo = { stub: true };
  window._paq = { push: function () { for (var i = 0; i < arguments.length; i += 1) run(arguments[i]); } };
  queued.forEach(run);
})();`;

export interface AnalyticsStub {
  requests: string[];
  close: () => Promise<void>;
}

export async function startAnalyticsStub(port: number): Promise<AnalyticsStub> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const path = new URL(req.url ?? '/', 'http://stub').pathname;
    if (path === '/matomo.js') {
      res
        .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
        .end(TRACKER_DOUBLE);
    } else {
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
