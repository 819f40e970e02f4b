import { afterAll, describe, expect, it } from 'vitest';
import 'virtual:hab-catalogue/ms';
import 'virtual:hab-catalogue/en';
import { setLanguageResolver } from '@shared/i18n/define-messages';
import type { InterfaceLanguage } from '@shared/i18n/languages';
import { ADMIN_TOASTS, successToast, type CrudLabels } from './messages';
import { AUDIT_MESSAGES } from '../../features/audit/admin/messages';
import { CATEGORIES_ADMIN_MESSAGES } from '../../features/categories/admin/messages';
import { FEEDBACK_ADMIN_UI } from '../../features/feedback/admin/messages';
import { LEARNING_PATH_ADMIN_MESSAGES } from '../../features/learning-path/admin/messages';
import { PROMPTS_ADMIN_MESSAGES } from '../../features/prompts/admin/messages';
import { SYNONYMS_ADMIN_MESSAGES } from '../../features/search/admin/messages';
import { SUGGESTIONS_ADMIN_UI } from '../../features/suggestions/admin/messages';
import { TOOLS_ADMIN_MESSAGES } from '../../features/tools/admin/messages';
import {
  QUIZ_EDITOR_MESSAGES,
  TUTORIALS_ADMIN_MESSAGES,
} from '../../features/tutorials/admin/messages';
import { USERS_MESSAGES } from '../../features/users/admin/messages';
import { WORKFLOWS_ADMIN_MESSAGES } from '../../features/workflows/admin/messages';

// Issue 33: the operator read three styles of toast for the same action. In Bahasa Melayu and
// English every management tab now says an add, an edit and a delete in one pattern that names
// its kind; Campur keeps the specification's own wording. Read with the real catalogues, as the
// browser installs them.

let language: InterfaceLanguage = 'campur';
setLanguageResolver(() => language);
afterAll(() => setLanguageResolver(() => 'campur'));

function withLanguage(chosen: InterfaceLanguage, check: () => void) {
  language = chosen;
  try {
    check();
  } finally {
    language = 'campur';
  }
}

const TABS = {
  tools: TOOLS_ADMIN_MESSAGES.labels,
  tutorials: TUTORIALS_ADMIN_MESSAGES.labels,
  workflows: WORKFLOWS_ADMIN_MESSAGES.labels,
  prompts: PROMPTS_ADMIN_MESSAGES.labels,
  categories: CATEGORIES_ADMIN_MESSAGES.labels,
  users: USERS_MESSAGES.labels,
  feedback: FEEDBACK_ADMIN_UI.labels,
  suggestions: SUGGESTIONS_ADMIN_UI.labels,
  audit: AUDIT_MESSAGES.labels,
  synonyms: SYNONYMS_ADMIN_MESSAGES.labels,
} satisfies Record<string, CrudLabels>;

/** The other success toasts of the panel, outside the add / edit / delete of a tab. */
const otherToasts = () => [
  USERS_MESSAGES.approved('Siti'),
  USERS_MESSAGES.declined('Siti'),
  USERS_MESSAGES.bulkDone('approved', 2),
  USERS_MESSAGES.bulkDone('declined', 2),
  USERS_MESSAGES.orderNumberSaved('Siti'),
  SUGGESTIONS_ADMIN_UI.markedAs(SUGGESTIONS_ADMIN_UI.statuses.approved),
  FEEDBACK_ADMIN_UI.updated,
  QUIZ_EDITOR_MESSAGES.saved,
  LEARNING_PATH_ADMIN_MESSAGES.saved,
];

describe('admin success toasts', () => {
  it.each(Object.entries(TABS) as [string, CrudLabels][])(
    '%s says each action in the one pattern, in Bahasa Melayu',
    (_, labels) => {
      withLanguage('ms', () => {
        expect(successToast(labels, 'added')).toBe(`${labels.kind} berjaya ditambah`);
        expect(successToast(labels, 'updated')).toBe(`${labels.kind} berjaya dikemas kini`);
        expect(successToast(labels, 'deleted', 'Canva')).toBe(
          `${labels.kind} "Canva" berjaya dipadam`,
        );
        expect(labels.kind).not.toMatch(/^Item$/i);
      });
    },
  );

  it.each(Object.entries(TABS) as [string, CrudLabels][])(
    '%s says each action in the one pattern, in English',
    (_, labels) => {
      withLanguage('en', () => {
        expect(successToast(labels, 'added')).toBe(`${labels.kind} added`);
        expect(successToast(labels, 'updated')).toBe(`${labels.kind} updated`);
        expect(successToast(labels, 'deleted', 'Canva')).toBe(`${labels.kind} "Canva" deleted`);
      });
    },
  );

  it('names the kind in its own language', () => {
    withLanguage('ms', () => expect(TABS.tools.kind).toBe('Alat AI'));
    withLanguage('en', () => expect(TABS.tools.kind).toBe('Tool'));
  });

  it('keeps the specification wording in Campur', () => {
    withLanguage('campur', () => {
      expect(successToast(TABS.tools, 'added')).toBe('Tool ditambah!');
      expect(successToast(TABS.tools, 'updated')).toBe('Tool updated successfully!');
      expect(successToast(TABS.tutorials, 'added')).toBe('Item added successfully');
      expect(successToast(TABS.tutorials, 'updated')).toBe('Item updated successfully');
      expect(successToast(TABS.tutorials, 'deleted', 'X')).toBe('Tutorial deleted successfully');
      expect(successToast(TABS.users, 'deleted', 'Siti')).toBe('User Siti deleted successfully');
    });
  });

  it('says the other actions as done, in one way, in Bahasa Melayu and English', () => {
    withLanguage('ms', () => {
      for (const text of otherToasts()) expect(text).toMatch(/ berjaya [a-z]+.*[^.!]$/);
    });
    withLanguage('en', () => {
      for (const text of otherToasts()) {
        expect(text).toMatch(/ (approved|declined|updated|marked as \w+|saved)$/);
      }
    });
  });

  it('fills the shared pattern from the catalogue', () => {
    withLanguage('ms', () =>
      expect(ADMIN_TOASTS.added('Kategori')).toBe('Kategori berjaya ditambah'),
    );
  });
});
