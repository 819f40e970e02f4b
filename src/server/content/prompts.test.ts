import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PromptsTable } from '../db/schema.js';
import { StoredListError } from './lists.js';
import { presentPrompt, presentPromptCard } from './prompts.js';

const row: Selectable<PromptsTable> = {
  id: 'p1',
  title: 'Ringkaskan',
  description: 'Ringkasan mesyuarat',
  prompt_text: 'Ringkaskan [teks].',
  category: 'Writing',
  difficulty: 'Pemula',
  image_url: 'http://contoh.my/gambar.png',
  tools: '["ChatGPT"]',
  usage_tips: '["Tampal teks penuh"]',
  tags: '["mesyuarat"]',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('the prompt definition', () => {
  it('presents a card (a picture only over https) and the whole prompt with its tags', () => {
    const card = {
      id: 'p1',
      title: 'Ringkaskan',
      description: 'Ringkasan mesyuarat',
      promptText: 'Ringkaskan [teks].',
      category: 'Writing',
      difficulty: 'Pemula',
      imageUrl: null,
      tools: ['ChatGPT'],
      usageTips: ['Tampal teks penuh'],
    };
    expect(presentPromptCard(row)).toEqual(card);
    expect(presentPromptCard({ ...row, image_url: 'https://contoh.my/g.png' }).imageUrl).toBe(
      'https://contoh.my/g.png',
    );
    expect(presentPrompt(row)).toEqual({
      ...card,
      tags: ['mesyuarat'],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('refuses a damaged list', () => {
    expect(() => presentPrompt({ ...row, tags: 'mesyuarat' })).toThrow(StoredListError);
  });
});
