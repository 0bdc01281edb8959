/**
 * The staff app's paths, read from TanStack Router's generated route tree (the interface
 * FileRoutesByFullPath lists every full path, e.g. '/cliente/$id', '/cassa/'). The router is the
 * one source of the app's routes; the web server and robots.txt take them from here.
 */
export function appPathsOf(routeTreeSource: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTreeSource)?.[1];
  if (!block) throw new Error('routeTree.gen.ts: FileRoutesByFullPath non trovato');
  // '/' is listed for the pathless layouts (_app, _guest): the home page is the site's.
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)]
    .map((match) => match[1]!)
    .filter((path) => path !== '/');
  if (paths.length === 0) throw new Error('routeTree.gen.ts: nessuna rotta');
  return paths;
}
