import { describe, expect, it } from 'vitest';
import { dueDigestWeek } from '../../../shared/digest.js';
import { useTestApp } from '../../test/app.js';

// Issue 23: with WEEKLY_DIGEST on (the default outside the API tests), the server itself looks
// at start whether the week's digest is due, and logs the look.

const lines: string[] = [];
const t = useTestApp(
  { WEEKLY_DIGEST: 'true' },
  { log: { write: (line: string) => void lines.push(line) } },
);

/** The digest looks logged so far. */
const looks = () =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; digest?: { week: string } })
    .filter((entry) => entry.msg === 'weekly digest look done');

describe('the weekly digest schedule', () => {
  it('looks once the server is ready, for the week due on its clock', async () => {
    for (let waited = 0; looks().length === 0; waited += 20) {
      if (waited > 10_000) throw new Error('no digest look within 10 s of the start');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(looks()[0]!.digest).toEqual({
      week: dueDigestWeek(t().clock.current).label,
      sent: 0,
      walked: true,
    });
    const row = await t()
      .db.selectFrom('job_runs')
      .select('period')
      .where('job', '=', 'digest')
      .executeTakeFirst();
    expect(row?.period).toBe(dueDigestWeek(t().clock.current).label);
  });
});
