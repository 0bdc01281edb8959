import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3, SchemaObject } from 'openapi-typescript';

export const contractFile = new URL('../../../../openapi/openapi.yaml', import.meta.url);
export const schemaFile = fileURLToPath(new URL('./schema.d.ts', import.meta.url));
export const enumsFile = fileURLToPath(new URL('./enums.ts', import.meta.url));

const banner = (what: string) => `/**
 * Generated ${what} from openapi/openapi.yaml. Do not edit by hand:
 * run \`npm run generate:types -w @agendina/contract\`.
 */

`;

/** The TypeScript source of the contract's types, exactly as it is committed. */
export async function generateSchemaSource(): Promise<string> {
  // defaultNonNullable: false keeps fields with a default optional in request bodies, as the YAML says.
  const ast = await openapiTS(contractFile, {
    alphabetize: true,
    exportType: true,
    defaultNonNullable: false,
  });
  return banner('by openapi-typescript') + astToString(ast);
}

/** BusinessType -> BUSINESS_TYPES, AppointmentStatus -> APPOINTMENT_STATUSES. */
export function constantName(schemaName: string): string {
  const snake = schemaName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  if (snake.endsWith('Y')) return `${snake.slice(0, -1)}IES`;
  if (snake.endsWith('S')) return `${snake}ES`;
  return `${snake}S`;
}

/** The contract's named schemas, each read from the file openapi.yaml points to. */
async function readSchemas(): Promise<Record<string, SchemaObject>> {
  const root = load(await readFile(contractFile, 'utf8')) as OpenAPI3;
  const schemas: Record<string, SchemaObject> = {};
  for (const [name, entry] of Object.entries(root.components?.schemas ?? {})) {
    const ref = '$ref' in entry ? entry.$ref : null;
    schemas[name] = ref
      ? (load(await readFile(new URL(ref, contractFile), 'utf8')) as SchemaObject)
      : (entry as SchemaObject);
  }
  return schemas;
}

/**
 * Every named enum schema of the contract as an `as const` array, so code iterates the values
 * the contract declares instead of repeating them. Each array comes with its union type.
 */
export async function generateEnumsSource(): Promise<string> {
  const schemas = await readSchemas();
  const lines: string[] = [];
  for (const name of Object.keys(schemas).sort()) {
    const schema = schemas[name];
    if (!schema || !('enum' in schema) || !Array.isArray(schema.enum)) continue;
    const values = schema.enum.map((v) => JSON.stringify(v)).join(', ');
    lines.push(`/** The values of ${name}, in the contract's order. */`);
    lines.push(
      `export const ${constantName(name)} = [${values}] as const satisfies readonly components['schemas']['${name}'][];`,
    );
    lines.push(`export type ${name} = components['schemas']['${name}'];`);
    lines.push('');
  }
  return (
    banner('enum arrays') +
    "import type { components } from './schema.d.ts';\n\n" +
    lines.join('\n')
  );
}

/** Both generated files, by path. */
export async function generatedFiles(): Promise<Map<string, string>> {
  const [schema, enums] = await Promise.all([generateSchemaSource(), generateEnumsSource()]);
  return new Map([
    [schemaFile, schema],
    [enumsFile, enums],
  ]);
}

/** The generated files whose committed text differs from what openapi/ generates now. */
export async function staleFiles(): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, fresh] of await generatedFiles()) {
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (committed !== fresh) stale.push(file);
  }
  return stale;
}
