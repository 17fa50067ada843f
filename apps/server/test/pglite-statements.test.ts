import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedStatements } from '../src/db/pglite-statements.ts';

describe('prepared statements of the database worker', () => {
  // The same table in two databases: one answers prepared, the other through PGlite's `query()`.
  let client: PGlite;
  let reference: PGlite;
  const table = `create table sheets (id int primary key, name text not null, data jsonb, tags text[], at timestamptz)`;
  beforeAll(async () => {
    client = new PGlite();
    reference = new PGlite();
    await client.exec(table);
    await reference.exec(table);
  });
  afterAll(async () => {
    await client.close();
    await reference.close();
  });

  let shared: ReturnType<typeof createPreparedStatements>;
  beforeAll(() => {
    shared = createPreparedStatements(client);
  });

  const strip = <T extends { rows: unknown[]; fields: unknown[]; affectedRows?: number }>(result: T) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });

  // Each row: a statement and its parameters; the prepared answer must equal PGlite's own `query()`.
  it.each([
    { name: 'insert with a json object, an array, a date and a null', sql: 'insert into sheets (id, name, data, tags, at) values ($1, $2, $3, $4, $5) returning *', params: [1, 'Ada', { hunger: 2, notes: 'ä "quoted"' }, ['a', 'b,c'], new Date('2026-12-05T10:00:00Z')] },
    { name: 'insert with nulls', sql: 'insert into sheets (id, name, data, tags, at) values ($1, $2, $3, $4, $5) returning id, data, tags, at', params: [2, 'Bo', null, null, undefined] },
    { name: 'select by id', sql: 'select id, name, data -> $2 as hunger from sheets where id = $1', params: [1, 'hunger'] },
    { name: 'update without rows back', sql: 'update sheets set name = $2 where id = $1', params: [2, 'Bea'] },
    { name: 'a CTE', sql: 'with changed as (update sheets set data = $2::jsonb where id = $1 returning id) select count(*)::int as n from changed', params: [1, '{"hunger":3}'] },
    { name: 'select of nothing', sql: 'select * from sheets where id = $1', params: [99] },
  ])('$name: the same answer as query()', async ({ sql, params }) => {
    const prepared = await shared.query(sql, params, {}, false);
    const expected = await reference.query(sql, params);
    expect(strip(prepared!)).toEqual(strip(expected));
  });

  it('prepares a text once and keeps only the most recently used ones', async () => {
    const statements = createPreparedStatements(client, 2);
    const preparedCount = async () => (await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n;
    const before = await preparedCount();
    const byId = 'select name from sheets where id = $1';
    const count = 'select count(*)::int as n from sheets';
    const names = 'select name from sheets order by id';
    await statements.query(byId, [1], {}, false);
    await statements.query(byId, [2], {}, false);
    expect(statements.size).toBe(1);
    await statements.query(count, [], {}, false);
    await statements.query(byId, [1], {}, false); // now the most recently used
    await statements.query(names, [], {}, false); // evicts `count`
    expect(statements.size).toBe(2);
    // The evicted one is closed in the database too.
    expect(await preparedCount()).toBe(before + 2);
    // An evicted text is prepared again when it comes back.
    expect((await statements.query<{ n: number }>(count, [], {}, false))!.rows[0]!.n).toBeGreaterThan(0);
  });

  it('answers the database error with its code and the statement, and goes on working', async () => {
    const statements = createPreparedStatements(client);
    const insert = 'insert into sheets (id, name) values ($1, $2)';
    await statements.query(insert, [10, 'Cy'], {}, false);
    const error = await statements.query(insert, [10, 'Cy again'], {}, false)!.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: insert });
    const after = await statements.query<{ name: string }>('select name from sheets where id = $1', [10], {}, false);
    expect(after!.rows).toEqual([{ name: 'Cy' }]);
  });

  it('runs inside a transaction, whose rollback undoes it', async () => {
    const statements = createPreparedStatements(client);
    await client.transaction(async (tx) => {
      await statements.query('insert into sheets (id, name) values ($1, $2)', [20, 'Dee'], {}, true);
      const inside = await statements.query<{ n: number }>('select count(*)::int as n from sheets where id = $1', [20], {}, true);
      expect(inside!.rows[0]!.n).toBe(1);
      await tx.rollback();
    });
    const outside = await statements.query<{ n: number }>('select count(*)::int as n from sheets where id = $1', [20], {}, false);
    expect(outside!.rows[0]!.n).toBe(0);
  });

  it('leaves statements other than data statements to query()', () => {
    const statements = createPreparedStatements(client);
    expect(statements.query('create table other (id int)', [], {}, false)).toBeUndefined();
    expect(statements.query('checkpoint', [], {}, false)).toBeUndefined();
    expect(statements.size).toBe(0);
  });
});
