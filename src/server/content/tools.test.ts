import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ToolsTable } from '../db/schema.js';
import { StoredListError } from './lists.js';
import {
  TOOL,
  TOOL_CARD_COLUMNS,
  presentRelatedTool,
  presentTool,
  presentToolCard,
} from './tools.js';

const row: Selectable<ToolsTable> = {
  id: 't1',
  name: 'ChatGPT',
  website: 'https://chatgpt.com',
  logo_url: null,
  main_function: 'Pembantu perbualan',
  description: 'Chatbot OpenAI.',
  category: 'Writing',
  pricing: 'Freemium',
  key_features: '["Menulis","Meringkas"]',
  alternatives: '["Claude"]',
  rating: 4.5,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('the tool definition', () => {
  it('presents a card from its columns only', () => {
    const card = presentToolCard(row);
    expect(card).toEqual({
      id: 't1',
      name: 'ChatGPT',
      website: 'https://chatgpt.com',
      logoUrl: null,
      mainFunction: 'Pembantu perbualan',
      category: 'Writing',
      pricing: 'Freemium',
      keyFeatures: ['Menulis', 'Meringkas'],
      alternatives: ['Claude'],
      rating: 4.5,
    });
    // Every column the card reads is one it selects.
    const cardRow = Object.fromEntries(TOOL_CARD_COLUMNS.map((c) => [c, row[c]]));
    expect(presentToolCard(cardRow as typeof row)).toEqual(card);
  });

  it('presents the whole tool: the card, its description and times', () => {
    expect(presentTool(row)).toEqual({
      ...presentToolCard(row),
      description: 'Chatbot OpenAI.',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
    expect(presentRelatedTool(row)).toEqual({
      id: 't1',
      name: 'ChatGPT',
      mainFunction: 'Pembantu perbualan',
      category: 'Writing',
      pricing: 'Freemium',
      rating: 4.5,
    });
  });

  it('refuses a damaged key feature list', () => {
    expect(() => presentToolCard({ ...row, key_features: 'Menulis, Meringkas' })).toThrow(
      StoredListError,
    );
  });

  it('maps the form to its columns, lists as JSON', () => {
    const form = TOOL.contracts.create.parse({
      name: 'Claude',
      category: 'Writing',
      keyFeatures: ['Menulis', ' '],
    });
    expect(TOOL.toRow(form)).toMatchObject({
      name: 'Claude',
      category: 'Writing',
      key_features: '["Menulis"]',
      alternatives: '[]',
    });
  });
});
