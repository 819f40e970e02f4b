// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowCard as WorkflowCardData } from '@shared/workflows';
import { stubApi } from '../../../lib/test-api';
import { cardLink } from '../../../lib/test-card-link';
import { renderWithClient } from '../../../lib/test-render';
import { WorkflowCard } from './workflow-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// What GET /api/workflows gives a card: a step count and the tools, not the steps (issue 17).
const workflow: WorkflowCardData = {
  id: 'w1',
  title: 'Kempen Jualan',
  description: 'Rancang kempen seminggu.',
  category: 'Marketing',
  difficulty: 'Beginner',
  estimatedTime: '2 jam',
  stepCount: 5,
  tools: ['ChatGPT', 'Canva', 'Buffer', 'Claude', 'Gemini', 'Jasper'],
};

describe('WorkflowCard', () => {
  it('shows the step count, estimated time and 4 tools then +N from the card fields', () => {
    renderWithClient(<WorkflowCard workflow={workflow} />, { user: null });
    cardLink('Kempen Jualan', '/workflows/w1');
    expect(screen.getByText('5 langkah')).toBeTruthy();
    expect(screen.getByText('2 jam')).toBeTruthy();
    expect(screen.getByText('Rancang kempen seminggu.')).toBeTruthy();
    for (const tool of ['ChatGPT', 'Canva', 'Buffer', 'Claude']) {
      expect(screen.getByRole('button', { name: tool })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Gemini' })).toBeNull();
    expect(screen.getByText('+2 more tools')).toBeTruthy();
  });

  it('says its difficulty in Malay and one more tool in the singular (issue 20)', () => {
    const fiveTools = { ...workflow, tools: workflow.tools.slice(0, 5) };
    renderWithClient(<WorkflowCard workflow={fiveTools} />, { user: null });
    expect(screen.getByText('Pemula')).toBeTruthy();
    expect(screen.queryByText('Beginner')).toBeNull();
    expect(screen.getByText('+1 more tool')).toBeTruthy();
  });

  it('is one link to the workflow; its save toggle and tool chips are controls of their own above it (issue 32)', () => {
    stubApi({ 'GET /api/me/favorites': () => ({ items: [] }) });
    renderWithClient(<WorkflowCard workflow={workflow} />);
    const link = cardLink('Kempen Jualan', '/workflows/w1');
    expect(screen.getAllByRole('link')).toEqual([link]);
    for (const name of ['Kegemaran: Kempen Jualan', 'ChatGPT']) {
      expect(link.contains(screen.getByRole('button', { name }))).toBe(false);
    }
  });
});
