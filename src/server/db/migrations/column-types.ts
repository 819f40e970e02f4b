import { PostgresAdapter, type Kysely } from 'kysely';

// The only column types that differ between engines. Times travel as ISO strings on both.
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? ({
        timestamp: 'timestamptz',
        date: 'date',
        real: 'double precision',
        bytes: 'bytea',
      } as const)
    : ({ timestamp: 'text', date: 'text', real: 'real', bytes: 'blob' } as const);
}
