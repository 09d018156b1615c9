import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate';
import { freshDatabase, TEST_TARGET, type TestDatabase } from './helpers';

describe(`migrations (${TEST_TARGET})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(() => t.drop());

  it('records every committed migration once', async () => {
    const rows = await t.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual(readMigrations().map((m) => m.id));
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });

  it('rolls back a failing migration whole', async () => {
    const bad = [{ id: '9999_bad', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' }];
    await expect(migrate(t.db, bad)).rejects.toThrow();
    const tables = await t.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(tables).toEqual([]);
    const recorded = await t.db.query("SELECT 1 FROM schema_migrations WHERE id = '9999_bad'");
    expect(recorded).toEqual([]);
  });
});
