import type { ContractOperation } from './load.ts';

interface Route<T> {
  method: string;
  segments: string[];
  params: string[];
  value: T;
}

/**
 * Matches a request to a contract path. Literal segments beat `{param}` ones at the same place,
 * so `/appointments/calendar` wins over `/appointments/{id}` whatever the order of the file.
 */
export class ContractRouter<T extends { op: ContractOperation }> {
  private readonly routes: Route<T>[] = [];

  constructor(values: readonly T[]) {
    for (const value of values) {
      const segments = value.op.path.split('/').filter(Boolean);
      this.routes.push({
        method: value.op.method,
        segments,
        params: segments.filter((s) => s.startsWith('{')).map((s) => s.slice(1, -1)),
        value,
      });
    }
    this.routes.sort((a, b) => compareSegments(a.segments, b.segments));
  }

  /** The operation and raw path params, `'method'` when the path exists with other methods, or null. */
  match(
    method: string,
    pathname: string,
  ): { value: T; params: Record<string, string> } | 'method' | null {
    const parts = pathname.split('/').filter(Boolean);
    let pathExists = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (params === null) continue;
      if (route.method === method) return { value: route.value, params };
      pathExists = true;
    }
    return pathExists ? 'method' : null;
  }
}

function compareSegments(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const pa = (a[i] as string).startsWith('{');
    const pb = (b[i] as string).startsWith('{');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return a.length - b.length;
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i] as string;
    let part: string;
    try {
      part = decodeURIComponent(parts[i] as string);
    } catch {
      return null;
    }
    if (seg.startsWith('{')) params[seg.slice(1, -1)] = part;
    else if (seg !== part) return null;
  }
  return params;
}
