import type { RelatedItem } from '@shared/api';
import type { PromptResponse } from '@shared/prompts';
import { ToolCard, type ToolDetailResponse, type ToolResponse } from '@shared/tools';
import {
  TutorialCard,
  type RelatedTool,
  type TutorialDetailResponse,
  type TutorialResponse,
} from '@shared/tutorials';
import type { WorkflowResponse } from '@shared/workflows';

// Content as the API answers it, for the component tests' fake answers (lib/test-api.ts): whole
// objects of the contract's types, with what a test is about given as overrides.

const AT = '2025-01-01T00:00:00.000Z';

export const toolOf = (overrides: Partial<ToolResponse> = {}): ToolResponse => ({
  id: 't1',
  name: 'ChatGPT',
  website: 'https://chatgpt.com',
  logoUrl: null,
  mainFunction: 'Pembantu AI perbualan',
  description: 'Pembantu AI untuk menulis dan menjawab soalan.',
  category: 'Writing',
  pricing: 'Freemium',
  rating: 4.5,
  keyFeatures: ['Menulis draf', 'Menjawab soalan'],
  alternatives: ['Claude'],
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

/** A tool as a list's card shows it. */
export const toolCardOf = (overrides: Partial<ToolResponse> = {}): ToolCard => {
  return ToolCard.parse(toolOf(overrides));
};

export const toolDetailOf = (
  overrides: Partial<ToolResponse> = {},
  related: Partial<Omit<ToolDetailResponse, 'tool'>> = {},
): ToolDetailResponse => ({
  tool: toolOf(overrides),
  similar: [],
  tutorials: [],
  workflows: [],
  ...related,
});

export const tutorialOf = (overrides: Partial<TutorialResponse> = {}): TutorialResponse => ({
  id: 'tu1',
  title: 'Asas ChatGPT',
  description: 'Belajar menulis arahan yang jelas.',
  youtubeId: null,
  videoLanguage: 'en',
  captions: true,
  duration: '10 minit',
  instructor: 'Cikgu Aina',
  difficulty: 'Pemula',
  category: 'Writing',
  steps: [],
  resources: [],
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

/** A tutorial as a list's card shows it. */
export const tutorialCardOf = (overrides: Partial<TutorialResponse> = {}): TutorialCard =>
  TutorialCard.parse(tutorialOf(overrides));

export const tutorialDetailOf = (
  overrides: Partial<TutorialResponse> = {},
  relatedTools: RelatedTool[] = [],
): TutorialDetailResponse => ({ tutorial: tutorialOf(overrides), relatedTools });

/** A tutorial or workflow named beside other content. */
export const relatedOf = (id: string, title: string, category = 'Writing'): RelatedItem => ({
  id,
  title,
  category,
  difficulty: 'Pemula',
});

/** A workflow whose steps are the given tasks (each with a description and nothing else). */
export const workflowOf = (
  tasks: string[],
  overrides: Partial<WorkflowResponse> = {},
): WorkflowResponse => ({
  id: 'w1',
  title: 'Ujian',
  goal: null,
  description: null,
  category: 'Writing',
  difficulty: 'Beginner',
  estimatedTime: null,
  steps: tasks.map((task, i) => ({
    stepNumber: i + 1,
    task,
    description: `Huraian ${task}`,
    tools: [],
    alternatives: [],
    prompts: [],
  })),
  tools: [],
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const promptOf = (overrides: Partial<PromptResponse> = {}): PromptResponse => ({
  id: 'p1',
  title: 'Tulis Iklan',
  description: 'Penerangan pendek',
  promptText: 'Tulis iklan untuk...',
  category: 'Marketing',
  difficulty: 'Pemula',
  imageUrl: null,
  tools: [],
  usageTips: [],
  tags: [],
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});
