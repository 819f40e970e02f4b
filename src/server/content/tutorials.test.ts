import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { TutorialsTable } from '../db/schema.js';
import { StoredListError } from './lists.js';
import {
  DASHBOARD_TUTORIAL_COLUMNS,
  TUTORIAL_CARD_COLUMNS,
  presentDashboardTutorial,
  presentTutorial,
  presentTutorialCard,
} from './tutorials.js';

const row: Selectable<TutorialsTable> = {
  id: 'u1',
  title: 'Asas ChatGPT',
  description: 'Mula di sini.',
  youtube_id: 'dQw4w9WgXcQ',
  video_language: 'ms',
  captions: 0,
  duration: '10 minit',
  instructor: 'Aminah',
  difficulty: 'Pemula',
  category: 'Writing',
  steps: '[{"title":"Daftar","description":"Buka laman","tools":["ChatGPT"]}]',
  resources: '[{"title":"Panduan","url":"https://contoh.my"}]',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

const card = {
  id: 'u1',
  title: 'Asas ChatGPT',
  youtubeId: 'dQw4w9WgXcQ',
  videoLanguage: 'ms',
  captions: false,
  duration: '10 minit',
  instructor: 'Aminah',
  difficulty: 'Pemula',
  category: 'Writing',
};

describe('the tutorial definition', () => {
  it('presents one card, which the dashboard shows with its description', () => {
    expect(presentTutorialCard(row)).toEqual(card);
    // Anything but 'ms' is English; captions are 0/1.
    expect(presentTutorialCard({ ...row, video_language: 'xx', captions: 1 })).toMatchObject({
      videoLanguage: 'en',
      captions: true,
    });
    expect(presentDashboardTutorial(row)).toEqual({ ...card, description: 'Mula di sini.' });
    expect(DASHBOARD_TUTORIAL_COLUMNS).toEqual([...TUTORIAL_CARD_COLUMNS, 'description']);
  });

  it('presents the whole tutorial with its steps and resources read', () => {
    expect(presentTutorial(row)).toEqual({
      ...card,
      description: 'Mula di sini.',
      steps: [{ title: 'Daftar', description: 'Buka laman', tools: ['ChatGPT'] }],
      resources: [{ title: 'Panduan', url: 'https://contoh.my' }],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(() => presentTutorial({ ...row, resources: '{}' })).toThrow(StoredListError);
  });
});
