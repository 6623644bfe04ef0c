// A throwaway database on a PostgreSQL server (tests, benchmarks): created empty, dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function createScratchDatabase(serverUrl, prefix = 'tern_scratch') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
