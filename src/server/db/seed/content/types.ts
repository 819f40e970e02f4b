// Shapes of the demo content. The seed and the test factories both build rows from these.
import type { Pricing, ToolCategory } from '../../../../shared/constants.js';

export interface ToolSeed {
  name: string;
  website: string;
  main_function: string;
  description: string;
  category: ToolCategory;
  pricing: Pricing;
  key_features: string[];
  alternatives: string[];
  rating: number | null;
}

export interface TutorialStepSeed {
  title: string;
  description: string;
  tools: string[];
}

export interface TutorialSeed {
  title: string;
  description: string;
  youtube_id: string;
  duration: string;
  instructor: string;
  difficulty: 'Pemula' | 'Pertengahan' | 'Lanjutan';
  category: ToolCategory;
  steps: TutorialStepSeed[];
  resources: { title: string; url: string }[];
}

export interface WorkflowStepSeed {
  stepNumber: number;
  task: string;
  description: string;
  tools: string[];
  alternatives: string[];
  /** Issue 19: prompts of the library to act on in this step, by exact title. */
  prompts?: string[];
}

export interface WorkflowSeed {
  title: string;
  goal: string;
  description: string;
  category: ToolCategory;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  estimated_time: string;
  steps: WorkflowStepSeed[];
}

export interface PromptSeed {
  title: string;
  description: string;
  prompt_text: string;
  category: string;
  difficulty: 'Pemula' | 'Pertengahan' | 'Lanjutan';
  image_url: string | null;
  tools: string[];
  usage_tips: string[];
  tags: string[];
}
