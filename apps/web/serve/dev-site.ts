import type { Plugin } from 'vite';
import type * as Prerender from '../src/site/prerender.tsx';

/**
 * `vite dev` serves the public pages rendered on request (with hot CSS: the styles entry runs
 * as a module) and the staff app's shell (app.html) for every other page. The production
 * build prerenders instead (build-site.ts) and serve/web-server.ts answers unknown paths 404.
 */
export function devSite(): Plugin {
  return {
    name: 'agendina-dev-site',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' || !accept.includes('text/html') || !req.url) return next();
        const { pathname } = new URL(req.url, 'http://localhost');
        server
          .ssrLoadModule('/src/site/prerender.tsx')
          .then(async (prerender) => {
            const html = (prerender as typeof Prerender).renderPath(pathname, {
              origin: `http://${req.headers.host ?? 'localhost'}`,
              assets: { inlineCss: '', script: '/src/site/client.ts' },
              appPaths: [],
            });
            if (html === null) {
              req.url = '/app.html';
              return next();
            }
            const withStyles = html.replace(
              '</head>',
              '<script type="module" src="/src/site/styles.ts"></script></head>',
            );
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(req.url ?? pathname, withStyles));
          })
          .catch(next);
      });
    },
  };
}
