import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import { createStatementNames, type StatementNames } from './statement-names';

const { serialize } = protocol;

interface Prepared {
  paramTypes: number[];
  /** The result's columns; none for a statement that returns no rows. */
  fields: { name: string; dataTypeID: number }[];
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** What drizzle's PGlite driver uses of its client: query, and transaction with a query inside. */
export interface PgliteQueryClient {
  query: Query;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The rows as PGlite's parseResults builds them, with each column's parser looked up once per
 * call: parseResults merges every registered parser into a fresh object on each call that
 * brings its own (drizzle's do), 0.2 ms per request.
 */
function resultOf<T>(
  statement: Prepared,
  answer: messages.BackendMessage[],
  options: QueryOptions | undefined,
  defaults: Record<number, (value: string, type: number) => unknown>,
): Results<T> {
  const fields = statement.fields;
  const parsers = fields.map(
    (f) =>
      options?.parsers?.[f.dataTypeID] ?? defaults[f.dataTypeID] ?? types.parsers[f.dataTypeID],
  );
  const value = (text: string | null, i: number) => {
    if (text === null) return null;
    const parser = parsers[i];
    return parser ? parser(text, fields[i]!.dataTypeID) : text;
  };
  const rows: unknown[] = [];
  for (const message of answer) {
    if (message.name === 'dataRow') {
      const cells = (message as messages.DataRowMessage).fields;
      rows.push(
        options?.rowMode === 'array'
          ? cells.map(value)
          : Object.fromEntries(cells.map((cell, i) => [fields[i]!.name, value(cell, i)])),
      );
    } else if (message.name === 'commandComplete') {
      const words = (message as messages.CommandCompleteMessage).text.split(' ');
      const command = words[0]!;
      const count = Number.parseInt(words[words.length - 1]!, 10);
      const counted = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      return {
        rows: rows as T[],
        fields,
        command,
        affectedRows: counted ? count : 0,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results<T>;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 };
}

/**
 * PGlite's `query` makes six calls into its WebAssembly backend for every parameterised
 * statement (parse, describe, bind, describe, execute, sync) and parses and plans it each time.
 * Here a statement the app runs again and again (statement-names.ts) is prepared once under a
 * name and afterwards run with one call (bind, execute, sync): the session lookup takes
 * 0.09 ms instead of 0.36 ms. Everything else, and every result, goes through PGlite's own code:
 * its query for other statements, its serializers, parsers and transaction.
 * It calls PGlite's own locking (`_checkReady`, `_runExclusiveTransaction`, `_runExclusiveQuery`)
 * and `execProtocol`, underscored methods of the pinned 0.5.16: upgrading PGlite means running
 * test/prepared-statements.test.ts, which fails if their behaviour changes.
 */
export function withPreparedStatements(
  pg: PGlite,
  nameFor: StatementNames = createStatementNames(),
): PgliteQueryClient {
  const prepared = new Map<string, Prepared>();

  async function exchange(parts: Uint8Array[]) {
    return (await pg.execProtocol(concat(parts), { syncToFs: false })).messages;
  }

  /** Called with the query lock held. */
  async function prepare(name: string, text: string, options?: QueryOptions): Promise<Prepared> {
    const known = prepared.get(name);
    if (known) return known;
    // Close first: a parse that succeeded before its describe failed left the name taken.
    const answer = await exchange([
      serialize.close({ type: 'S', name }),
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const description = answer.find(
      (m): m is messages.RowDescriptionMessage => m.name === 'rowDescription',
    );
    const statement: Prepared = {
      paramTypes: parse.parseDescribeStatementResults(answer),
      fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    prepared.set(name, statement);
    return statement;
  }

  async function runPrepared<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    try {
      const statement = await prepare(name, text, options);
      // Serialised as PGlite's query does: by the parameter's type, else as text.
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i]!;
        const serializer = options?.serializers?.[type] ?? pg.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const answer = await exchange([
        serialize.bind({ statement: name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      return resultOf<T>(statement, answer, options, pg.parsers);
    } catch (error) {
      // The same context PGlite's own query adds to its errors.
      if (error instanceof Error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  /** Outside a transaction: wait for any open one, as PGlite's query does, then persist. */
  const query: Query = async (text, params = [], options) => {
    const name = options?.blob ? undefined : nameFor(text);
    if (!name) return pg.query(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await runPrepared<never>(name, text, params, options);
        await pg.syncToFs();
        return result;
      }),
    );
  };

  return {
    query,
    transaction: (fn) =>
      pg.transaction((tx) => {
        // Inside PGlite's transaction (it holds the transaction lock and does BEGIN/COMMIT).
        const txQuery: Query = async (text, params = [], options) => {
          const name = options?.blob ? undefined : nameFor(text);
          if (!name) return tx.query(text, params, options);
          if (tx.closed) throw new Error('Transaction is closed');
          return pg._runExclusiveQuery(() => runPrepared(name, text, params, options));
        };
        return fn(
          Object.assign(Object.create(tx) as Transaction, {
            query: txQuery,
          }),
        );
      }),
  };
}
