import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import { Router } from 'express';
import type { Route } from '../http/endpoint.js';
import { methodNotAllowed } from '../http/mount-routes.js';
import {
  DOCS_ASSETS,
  DOCS_CONTENT_SECURITY_POLICY,
  DOCS_INIT_SCRIPT,
  DOCS_PAGE,
} from './docs-page.js';
import { buildOpenApiDocument } from './openapi-document.js';

const scalarBundle = createRequire(import.meta.url).resolve(
  '@scalar/api-reference/browser/standalone.js',
);
// Sent relative to its folder: send() refuses a whole path through a dot-folder such as
// pnpm's node_modules/.pnpm.
const scalarBundleFolder = dirname(scalarBundle);
const scalarBundleName = basename(scalarBundle);

/**
 * GET /openapi.json (the document, built once from the contract table and the mounted routes)
 * and GET /docs (the interactive reference, with its assets under /docs/).
 */
export function apiReferenceRouter(routes: readonly Route[]): Router {
  const document = JSON.stringify(buildOpenApiDocument(routes));
  const router = Router();

  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });

  router.get('/docs', (req, res) => {
    // The page's URLs are relative to it: from '/docs/' they would miss by one level.
    if (req.path.endsWith('/')) {
      res.redirect(301, '../docs');
      return;
    }
    res.setHeader('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    res.type('html').send(DOCS_PAGE);
  });

  router.get(`/${DOCS_ASSETS.init}`, (_req, res) => {
    res.type('text/javascript').send(DOCS_INIT_SCRIPT);
  });

  router.get(`/${DOCS_ASSETS.bundle}`, (_req, res) => {
    res.sendFile(scalarBundleName, { root: scalarBundleFolder });
  });

  for (const path of ['/openapi.json', '/docs']) router.all(path, methodNotAllowed(path, ['GET']));
  return router;
}
