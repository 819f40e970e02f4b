import { describe, expect, it } from 'vitest';
import {
  kualaLumpurClock,
  QUIZ_MESSAGES,
  quizPassed,
  quizPassScore,
  quizPercent,
  quizRetryMessage,
} from './quizzes.js';

// Issue 31: the time a quiz's wait ends, as a clock in Kuala Lumpur reads it, in Malay.
describe('kualaLumpurClock', () => {
  it('reads Kuala Lumpur time (UTC+8) with the periods of the day ms-MY uses', () => {
    const at = (utc: string) => kualaLumpurClock(`2026-11-27T${utc}:00.000Z`);
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

// Issue 33: the pass mark as a number of right answers, and percentages rounded normally.
describe('quizPassScore', () => {
  it('is the pass mark share of the questions to the nearest whole question, at least one', () => {
    expect(quizPassScore(3, 70)).toBe(2);
    expect(quizPassScore(10, 70)).toBe(7);
    expect(quizPassScore(4, 70)).toBe(3);
    expect(quizPassScore(5, 70)).toBe(4);
    expect(quizPassScore(2, 80)).toBe(2);
    expect(quizPassScore(3, 100)).toBe(3);
    expect(quizPassScore(3, 1)).toBe(1);
    expect(quizPassScore(0, 70)).toBe(0);
  });

  it('passes a score that reaches it, never an empty quiz', () => {
    expect(quizPassed(2, 3, 70)).toBe(true);
    expect(quizPassed(1, 3, 70)).toBe(false);
    expect(quizPassed(0, 0, 70)).toBe(false);
  });

  it('rounds percentages normally', () => {
    expect(quizPercent(2, 3)).toBe(67);
    expect(quizPercent(1, 3)).toBe(33);
    expect(quizPercent(1, 8)).toBe(13);
    expect(quizPercent(0, 0)).toBe(0);
  });
});
