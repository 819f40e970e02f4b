// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MilestonesCard } from './milestones-card';
import { ProgressCard, StreakCard } from './progress-section';
import { NO_PROGRESS, NOTHING_DONE } from '../test-progress';

afterEach(cleanup);

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('ProgressCard', () => {
  it('tells a new member what to do first', () => {
    inRouter(<ProgressCard progress={NO_PROGRESS} />);
    expect(screen.getByText('Belum ada kemajuan lagi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pilih tutorial pertama' }).getAttribute('href')).toBe(
      '/learning',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the three rates with their counts', () => {
    inRouter(
      <ProgressCard
        progress={{
          tutorials: { completed: 1, total: 3, rate: 33 },
          tools: { tried: 2, total: 2, rate: 100 },
          workflows: { tried: 0, total: 1, rate: 0 },
          activity: NOTHING_DONE,
        }}
      />,
    );
    const bar = (name: string) => screen.getByRole('progressbar', { name });
    expect(bar('Tutorial selesai').getAttribute('aria-valuenow')).toBe('33');
    expect(bar('Tutorial selesai').getAttribute('aria-valuetext')).toBe('33% (1 daripada 3)');
    expect(bar('Alat AI dicuba').getAttribute('aria-valuenow')).toBe('100');
    expect(bar('Workflow dicuba').getAttribute('aria-valuetext')).toBe('0% (0 daripada 1)');
    expect(screen.getByText('2 daripada 2', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Belum ada kemajuan lagi')).toBeNull();
  });
});

describe('ProgressCard: what the member did (issue 33)', () => {
  it('says the rates are over favourites, and a kind with none saved plainly, never 0%', () => {
    inRouter(
      <ProgressCard
        progress={{
          ...NO_PROGRESS,
          tools: { tried: 1, total: 1, rate: 100 },
          activity: { ...NOTHING_DONE, workflowsFinished: 1 },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Daripada kegemaran anda' })).toBeTruthy();
    expect(screen.getByText('Tiada workflow dalam kegemaran anda')).toBeTruthy();
    expect(screen.getByText('Tiada tutorial dalam kegemaran anda')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Workflow dicuba' })).toBeNull();
    expect(screen.queryByText(/0 daripada 0/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Alat AI dicuba' })).toBeTruthy();
  });

  it('shows what was done with no favourites, the last prompt copied and the quizzes to pass', () => {
    inRouter(
      <ProgressCard
        progress={{
          ...NO_PROGRESS,
          activity: {
            ...NOTHING_DONE,
            tutorialsCompleted: 2,
            tutorialsWatching: 1,
            workflowsFinished: 1,
            promptsCopied: 3,
            lastCopied: { id: 'p9', title: 'Kapsyen Facebook', copiedAt: '2026-11-28T01:00:00Z' },
            quizzesToPass: [
              { tutorialId: 't1', title: 'Asas Prompt', bestPercent: 33 },
              { tutorialId: 't2', title: 'NotebookLM', bestPercent: null },
            ],
          },
        }}
      />,
    );
    expect(screen.queryByText('Belum ada kemajuan lagi')).toBeNull();
    const done = screen.getByRole('region', { name: 'Yang sudah anda buat' });
    const figure = (label: string) =>
      within(done).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(figure('Tutorial selesai')).toBe('2(1 sedang ditonton)');
    expect(figure('Workflow selesai')).toBe('1');
    expect(figure('Prompt disalin')).toBe('3');
    expect(figure('Kuiz lulus')).toBe('0');
    expect(within(done).getByRole('link', { name: 'Kapsyen Facebook' }).getAttribute('href')).toBe(
      '/prompt/p9',
    );
    expect(screen.getByText(/Simpan tutorial, alat AI atau workflow ke kegemaran/)).toBeTruthy();
    const quizzes = screen.getByRole('region', { name: 'Kuiz belum lulus' });
    expect(
      within(quizzes)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Asas PromptMarkah terbaik 33%', '/learning/t1#uji-kefahaman'],
      ['NotebookLMBelum dicuba', '/learning/t2#uji-kefahaman'],
    ]);
  });
});

describe('StreakCard', () => {
  it('with no streak, invites the member to start today', () => {
    render(<StreakCard streak={{ days: 0, activeToday: false, longest: 0 }} />);
    expect(screen.getByText('0 hari')).toBeTruthy();
    expect(screen.getByText(/Belum ada streak/)).toBeTruthy();
  });

  it('with a streak not yet extended today, asks to learn today', () => {
    render(<StreakCard streak={{ days: 4, activeToday: false, longest: 4 }} />);
    expect(screen.getByText('4 hari')).toBeTruthy();
    expect(screen.getByText(/Belajar hari ini untuk kekalkan streak/)).toBeTruthy();
  });

  it('after learning today, says so', () => {
    render(<StreakCard streak={{ days: 5, activeToday: true, longest: 5 }} />);
    expect(screen.getByText('5 hari')).toBeTruthy();
    expect(screen.getByText('Hebat! Anda sudah belajar hari ini.')).toBeTruthy();
  });

  it('shows the longest streak beside the current one (issue 21)', () => {
    render(<StreakCard streak={{ days: 2, activeToday: true, longest: 9 }} />);
    expect(screen.getByText('2 hari')).toBeTruthy();
    expect(screen.getByText('Streak terpanjang: 9 hari')).toBeTruthy();
  });
});

describe('MilestonesCard (issue 21)', () => {
  it('shows each milestone earned with its day, in Malay', () => {
    render(
      <MilestonesCard
        quizzesPassed={2}
        milestones={[
          { kind: 'first_workflow', earnedOn: '2026-11-03' },
          { kind: 'streak_7', earnedOn: '2026-11-09' },
        ]}
      />,
    );
    expect(screen.getByText('Kuiz lulus: 2')).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Pencapaian' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Workflow pertama selesaiDicapai 3 November 2026',
      'Streak 7 hariDicapai 9 November 2026',
    ]);
  });

  it('with none yet, says how to earn the first', () => {
    render(<MilestonesCard milestones={[]} quizzesPassed={0} />);
    expect(screen.getByText(/Capai pencapaian pertama anda/)).toBeTruthy();
  });
});
