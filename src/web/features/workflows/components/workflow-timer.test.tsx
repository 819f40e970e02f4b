// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimer } from '../hooks/use-timer';
import { WORKFLOWS_MESSAGES as M } from '../messages';
import { WorkflowTimer } from './workflow-timer';

function Harness() {
  return <WorkflowTimer timer={useTimer()} />;
}

const clock = () => screen.getByRole('timer').textContent;
const tick = (seconds: number) => act(() => void vi.advanceTimersByTime(seconds * 1000));
const press = (name: string) =>
  act(() => void fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  vi.useFakeTimers();
  render(<Harness />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('WorkflowTimer (docs/product.md#workflows timer)', () => {
  it('starts stopped at 00:00', () => {
    expect(clock()).toBe('00:00');
    tick(5);
    expect(clock()).toBe('00:00');
    expect(screen.getByRole('button', { name: M.timerStart })).toBeTruthy();
  });

  it('play counts every second and pause stops it; play carries on from there', () => {
    press(M.timerStart);
    tick(1);
    expect(clock()).toBe('00:01');
    tick(2);
    expect(clock()).toBe('00:03');
    press(M.timerPause);
    tick(10);
    expect(clock()).toBe('00:03');
    press(M.timerStart);
    tick(62);
    expect(clock()).toBe('01:05');
  });

  it('counts the time that passed even when the browser held its ticks back', () => {
    press(M.timerStart);
    // A background tab: ten seconds pass with no tick delivered, then ticks resume.
    act(() => vi.setSystemTime(Date.now() + 10_000));
    tick(1);
    expect(clock()).toBe('00:11');
  });

  it('its own reset zeroes and stops', () => {
    press(M.timerStart);
    tick(42);
    press(M.timerReset);
    expect(clock()).toBe('00:00');
    tick(5);
    expect(clock()).toBe('00:00');
    expect(screen.getByRole('button', { name: M.timerStart })).toBeTruthy();
  });

  it('shows mm:ss below an hour and hh:mm:ss from one hour', () => {
    press(M.timerStart);
    tick(3599);
    expect(clock()).toBe('59:59');
    tick(1);
    expect(clock()).toBe('01:00:00');
    tick(3661);
    expect(clock()).toBe('02:01:01');
  });
});
