import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/**
 * The salon-owned tables (salon_id not null), by the name the code imports them under. Users
 * (an ADMIN has no salon) and the outbox are read by their own keys, never for a salon's data.
 */
const OWNED = new Set(
  Object.entries(schema)
    .filter(
      ([, table]) =>
        table instanceof PgTable &&
        Object.entries(getTableColumns(table)).some(([key, c]) => key === 'salonId' && c.notNull),
    )
    .map(([name]) => name),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['test-support', 'schema', 'seed'].includes(entry.name) ? [] : sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The whole query a call belongs to: `db.select().from(t).where(…).limit(…)`. */
function chainOf(node: ts.Node): ts.Node {
  let top = node;
  while (
    (ts.isPropertyAccessExpression(top.parent) || ts.isCallExpression(top.parent)) &&
    (top.parent as ts.PropertyAccessExpression | ts.CallExpression).expression === top
  )
    top = top.parent;
  return top;
}

/** Queries of salon-owned tables that do not scope themselves with salonFilter / owned. */
function unscoped(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['from', 'update', 'delete', 'insert', 'innerJoin', 'leftJoin'].includes(
        node.expression.name.text,
      )
    ) {
      const [target] = node.arguments;
      if (target && ts.isIdentifier(target) && OWNED.has(target.text)) {
        const chain = chainOf(node).getText(source);
        const table = target.text;
        const ok =
          node.expression.name.text === 'insert'
            ? /\bowned\(/.test(chain)
            : new RegExp(`salonFilter\\(\\s*${table}\\b`).test(chain);
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (!ok)
          found.push(`${path.relative(SRC, file)}:${line} ${node.expression.name.text}(${table})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tenant scoping (decision 0016)', () => {
  it('knows the salon-owned tables', () => {
    expect(OWNED).toContain('appointments');
    expect(OWNED).toContain('clients');
    expect(OWNED).not.toContain('salons');
  });

  it('scopes every query of a salon-owned table with salonFilter, every insert with owned', () => {
    expect(sources(SRC).flatMap(unscoped)).toEqual([]);
  });

  it('crosses salons (acrossSalons) only where that is the job: the admin list, key lookup, the retention sweep, the waitlist sweep, a checkout or a provider event (keyed by the provider ids)', () => {
    const crossing = sources(SRC)
      .filter((file) => /\bacrossSalons\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
      .sort();
    expect(crossing).toEqual([
      'adapters/payments/test-checkout-rows.ts',
      'adapters/payments/test-provider.ts',
      'adapters/whatsapp/settings.ts',
      'auth/integration-key.ts',
      'services/admin-salons.ts',
      'services/deposits/expiry.ts',
      'services/deposits/settle.ts',
      'services/jobs/housekeeping.ts',
      'services/online-booking/page.ts',
      'services/online-booking/settings.ts',
      'services/subscription/state.ts',
      'services/waitlist/expire.ts',
    ]);
  });
});
