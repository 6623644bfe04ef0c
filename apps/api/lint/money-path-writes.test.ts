import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(__dirname, '../../..');
const biome = join(repo, 'node_modules/.bin/biome');
const rule = join(__dirname, 'money-path-writes.grit');

/** The project's own override for the rule, applied to files in a scratch tree. */
const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8')) as {
  overrides: { includes: string[]; plugins?: string[] }[];
};
const override = config.overrides.find((o) => o.plugins?.some((p) => p.endsWith('.grit')));
const scratch = mkdtempSync(join(tmpdir(), 'tern-lint-'));
writeFileSync(
  join(scratch, 'biome.json'),
  JSON.stringify({ overrides: [{ includes: override!.includes, plugins: [rule] }] }),
);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The rule's messages for a file at `path` holding `source`. */
function lint(path: string, source: string): string[] {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=50', path], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string }[];
  };
  return report.diagnostics.filter((d) => d.category === 'plugin').map((d) => d.message);
}

const writes = `
import { sql } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
declare const db: { update(t: unknown): unknown; insert(t: unknown): unknown; execute(q: unknown): unknown };
db.update(orders);
db.insert(payments);
db.execute(sql\`update \${orders} set status = 'paid'\`);
db.execute(sql\`insert into refunds (id) values (1)\`);
db.execute(sql\`select * from orders\`);
`;

describe('lint: only the order lifecycle writes the money path', () => {
  it('reports every write to orders, lines, payments and refunds outside modules/orders', () => {
    const found = lint('apps/api/src/modules/payments/probe.ts', writes);
    expect(found).toHaveLength(4);
    expect(found[0]).toContain('Only the order lifecycle');
  });

  it('lets the lifecycle itself write them', () => {
    expect(lint('apps/api/src/modules/orders/lifecycle/probe.ts', writes)).toEqual([]);
  });
});
