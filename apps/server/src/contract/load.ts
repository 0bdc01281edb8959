import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { load } from 'js-yaml';

/** A JSON Schema as found in the contract (already with absolute `$ref`s). */
export type JsonSchema = Record<string, unknown>;

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The contract's path template, e.g. `/appointments/{id}`. */
  path: string;
  tags: string[];
  /** True when the operation needs a user's bearer token (the default `security`). */
  authenticated: boolean;
  /** How the caller is identified: a user's bearer token, a salon's X-Integration-Key, or not at all. */
  security: 'bearer' | 'integrationKey' | 'none';
  /**
   * Acts on the caller's salon: a bearer operation outside the Admin tag that documents a 403
   * (the answer an account without a salon, i.e. an ADMIN, gets).
   */
  requiresSalon: boolean;
  parameters: ContractParameter[];
  body: { mediaType: string; required: boolean; schema: JsonSchema } | null;
  /** Response schemas by status code (`'200'`, `'404'` ...); null when the response has no body. */
  responses: Record<string, JsonSchema | null>;
}

export interface Contract {
  operations: ContractOperation[];
  /** Every schema file of components/schemas, by absolute file URL (ajv registers them as $id). */
  schemaFiles: Map<string, JsonSchema>;
}

export const defaultContractPath = fileURLToPath(
  new URL('../../../../openapi/openapi.yaml', import.meta.url),
);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Node = Record<string, unknown>;

class YamlFiles {
  private readonly cache = new Map<string, unknown>();

  read(file: string): unknown {
    let doc = this.cache.get(file);
    if (doc === undefined) {
      doc = load(readFileSync(file, 'utf8'));
      this.cache.set(file, doc);
    }
    return doc;
  }

  /** The node a `$ref` points to, with the file it lives in. */
  follow(ref: string, baseFile: string): { node: unknown; file: string } {
    const [filePart, pointer = ''] = ref.split('#');
    const file = filePart ? path.resolve(path.dirname(baseFile), filePart) : baseFile;
    let node = this.read(file);
    for (const raw of pointer.split('/').filter(Boolean)) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Node)[key];
    }
    return { node, file };
  }

  /** Follows `$ref` chains until a concrete object. */
  deref(node: unknown, file: string): { node: Node; file: string } {
    let current = { node, file };
    while (isObject(current.node) && typeof current.node['$ref'] === 'string') {
      current = this.follow(current.node['$ref'], current.file);
    }
    return { node: current.node as Node, file: current.file };
  }
}

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A deep copy of a schema whose relative `$ref`s become absolute file URLs. */
export function absolutize(schema: unknown, file: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => absolutize(item, file));
  if (!isObject(schema)) return schema;
  const out: Node = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      const [filePart, pointer] = value.split('#');
      const target = filePart
        ? pathToFileURL(path.resolve(path.dirname(file), filePart)).href
        : pathToFileURL(file).href;
      out[key] = pointer ? `${target}#${pointer}` : target;
    } else if (key === 'examples' || key === 'example') {
      continue;
    } else {
      out[key] = absolutize(value, file);
    }
  }
  return out;
}

function readParameters(files: YamlFiles, list: unknown, file: string): ContractParameter[] {
  if (!Array.isArray(list)) return [];
  return list.map((raw) => {
    const { node, file: at } = files.deref(raw, file);
    return {
      name: String(node['name']),
      in: node['in'] as ContractParameter['in'],
      required: node['required'] === true,
      schema: absolutize(node['schema'], at) as JsonSchema,
    };
  });
}

function readOperation(
  files: YamlFiles,
  route: string,
  method: string,
  op: Node,
  shared: ContractParameter[],
  file: string,
  rootSecurity: unknown,
): ContractOperation {
  const own = readParameters(files, op['parameters'], file);
  const parameters = [
    ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
    ...own,
  ];
  let body: ContractOperation['body'] = null;
  if (op['requestBody'] !== undefined) {
    const { node, file: at } = files.deref(op['requestBody'], file);
    const content = node['content'] as Node;
    const mediaType = Object.keys(content)[0] as string;
    body = {
      mediaType,
      required: node['required'] === true,
      schema: absolutize((content[mediaType] as Node)['schema'], at) as JsonSchema,
    };
  }
  const responses: Record<string, JsonSchema | null> = {};
  for (const [status, raw] of Object.entries((op['responses'] ?? {}) as Node)) {
    const { node, file: at } = files.deref(raw, file);
    const json = (node['content'] as Node | undefined)?.['application/json'] as Node | undefined;
    responses[status] = json ? (absolutize(json['schema'], at) as JsonSchema) : null;
  }
  const tags = (op['tags'] as string[] | undefined) ?? [];
  const schemes = ((op['security'] ?? rootSecurity) as Node[] | undefined)?.flatMap((s) =>
    Object.keys(s),
  );
  const security =
    schemes === undefined || schemes.length === 0
      ? 'none'
      : schemes.includes('integrationKey')
        ? 'integrationKey'
        : 'bearer';
  return {
    operationId: String(op['operationId']),
    method: method.toUpperCase(),
    path: route,
    tags,
    authenticated: security === 'bearer',
    security,
    requiresSalon:
      security === 'bearer' && !tags.includes('Admin') && Object.hasOwn(responses, '403'),
    parameters,
    body,
    responses,
  };
}

/** Reads openapi.yaml and the files it references into plain operations and schema files. */
export function loadContract(contractPath: string = defaultContractPath): Contract {
  const files = new YamlFiles();
  const root = files.read(contractPath) as Node;
  const operations: ContractOperation[] = [];
  for (const [route, rawItem] of Object.entries(root['paths'] as Node)) {
    const { node: item, file } = files.deref(rawItem, contractPath);
    const shared = readParameters(files, item['parameters'], file);
    for (const method of METHODS) {
      const op = item[method];
      if (isObject(op))
        operations.push(readOperation(files, route, method, op, shared, file, root['security']));
    }
  }
  const schemaFiles = new Map<string, JsonSchema>();
  for (const raw of Object.values((root['components'] as Node)['schemas'] as Node)) {
    const ref = (raw as Node)['$ref'] as string;
    const file = path.resolve(path.dirname(contractPath), ref);
    const url = pathToFileURL(file).href;
    schemaFiles.set(url, { ...(absolutize(files.read(file), file) as JsonSchema), $id: url });
  }
  return { operations, schemaFiles };
}
