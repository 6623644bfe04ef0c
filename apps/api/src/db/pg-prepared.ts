import pg from 'pg';
import { createStatementNames, type StatementNames } from './statement-names';

/**
 * A node-postgres client class for the pool that gives every statement the app runs again and
 * again a name (statement-names.ts): node-postgres then parses it once per connection and
 * afterwards only binds and executes it, and PostgreSQL keeps its plan. Statements that already
 * carry a name, or are plain text, are left as they are.
 * Named statements live in the server session: a pooler between the API and PostgreSQL must keep
 * them (a direct connection, or PgBouncer ≥ 1.21 with max_prepared_statements in transaction mode).
 */
export function namingHotStatements(nameFor: StatementNames = createStatementNames()) {
  return class NamingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query has a dozen overloads; this passes them all through.
    override query(config: any, ...rest: any[]): any {
      if (
        config !== null &&
        typeof config === 'object' &&
        typeof config.text === 'string' &&
        config.name === undefined
      ) {
        const name = nameFor(config.text);
        if (name) return super.query({ ...config, name }, ...(rest as []));
      }
      return super.query(config, ...(rest as []));
    }
  };
}
