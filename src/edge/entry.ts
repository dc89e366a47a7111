import { createEdgeWorker, type EdgeBuild } from './worker';

/** Written by scripts/edge-worker-plugin.ts from the build's configuration and manifest. */
declare const __EDGE_BUILD__: EdgeBuild;

/** `dist/_worker.js`: Cloudflare Pages' advanced mode, and the Node reference server's too. */
export default createEdgeWorker(__EDGE_BUILD__);
