// A throwaway database on a PostgreSQL server (tests, benchmarks): created empty or as a copy of
// a template, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * `template`: the name of a database to copy (PostgreSQL's CREATE DATABASE … TEMPLATE), which
 * nobody may be connected to; omitted, the new database is empty.
 */
export async function createScratchDatabase(serverUrl, prefix = 'tern_scratch', template) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
