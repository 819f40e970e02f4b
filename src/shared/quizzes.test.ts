import { describe, expect, it } from 'vitest';
import { malayClock, QUIZ_MESSAGES, quizRetryMessage } from './quizzes.js';

// Issue 31: the time a quiz's wait ends, as a clock in Kuala Lumpur reads it, in Malay.
describe('malayClock', () => {
  it('reads Kuala Lumpur time (UTC+8) with the periods of the day ms-MY uses', () => {
    const at = (utc: string) => malayClock(`2026-11-27T${utc}:00.000Z`);
    expect(at('16:05')).toBe('12:05 tengah malam');
    expect(at('17:30')).toBe('1:30 pagi');
    expect(at('03:59')).toBe('11:59 pagi');
    expect(at('04:00')).toBe('12:00 tengah hari');
    expect(at('05:45')).toBe('1:45 tengah hari');
    expect(at('06:10')).toBe('2:10 petang');
    expect(at('10:59')).toBe('6:59 petang');
    expect(at('11:00')).toBe('7:00 malam');
    expect(at('15:59')).toBe('11:59 malam');
  });

  it('tells a member refused inside the wait when to try again, in whole minutes rounded up', () => {
    const now = new Date('2026-11-27T06:00:01.000Z');
    expect(quizRetryMessage('2026-11-27T06:10:00.000Z', now)).toBe(
      QUIZ_MESSAGES.retryWait('2:10 petang', 10),
    );
    expect(quizRetryMessage('2026-11-27T06:00:02.000Z', now)).toBe(
      QUIZ_MESSAGES.retryWait('2:00 petang', 1),
    );
  });
});
