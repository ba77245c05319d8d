/**
 * A log of every row written, for tests that must prove a request wrote nothing: a row trigger on
 * each table of the test database appends (table, operation) to `test_write_log` in the writing
 * transaction, so a rolled-back write leaves no trace and a committed one always does, updates
 * included (row counts would miss those).
 */
import type { Db } from '../../../server/src/db/types';

export interface WriteLog {
  /** the position to compare against after a request */
  mark(): Promise<number>;
  /** `table OP` of each row written since `mark`, in order */
  since(mark: number): Promise<string[]>;
}

export async function installWriteLog(db: Db): Promise<WriteLog> {
  await db.exec(`
    create table if not exists test_write_log (id bigserial primary key, tbl text not null, op text not null);
    create or replace function test_note_write() returns trigger language plpgsql as $$
    begin
      insert into test_write_log (tbl, op) values (TG_TABLE_NAME, TG_OP);
      return null;
    end $$;
    do $$
    declare t text;
    begin
      for t in select tablename from pg_tables where schemaname = current_schema() and tablename <> 'test_write_log' loop
        execute format('drop trigger if exists test_note_write on %I', t);
        execute format('create trigger test_note_write after insert or update or delete on %I for each row execute function test_note_write()', t);
      end loop;
    end $$;
  `);
  return {
    async mark() {
      const { rows } = await db.query<{ id: number }>('select coalesce(max(id), 0)::bigint as id from test_write_log');
      return Number(rows[0]?.id ?? 0);
    },
    async since(mark) {
      const { rows } = await db.query<{ tbl: string; op: string }>('select tbl, op from test_write_log where id > $1 order by id', [mark]);
      return rows.map((row) => `${row.tbl} ${row.op}`);
    },
  };
}
