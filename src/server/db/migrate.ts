import { Migrator, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DB } from './connect.js';
import * as initial from './migrations/0001-initial.js';
import * as rateLimits from './migrations/0002-rate-limits.js';
import * as categoryRows from './migrations/0003-category-rows.js';
import * as searchIndex from './migrations/0004-search-index.js';
import * as listIndexes from './migrations/0005-list-indexes.js';
import * as sessionRecovery from './migrations/0006-session-recovery.js';
import * as interactionDays from './migrations/0007-interaction-days.js';
import * as canonicalLists from './migrations/0008-canonical-lists.js';
import * as workflowRuns from './migrations/0009-workflow-runs.js';
import * as toolLogos from './migrations/0010-tool-logos.js';
import * as promptBlankValues from './migrations/0011-prompt-blank-values.js';
import * as tutorialQuizzes from './migrations/0012-tutorial-quizzes.js';
import * as certificates from './migrations/0013-certificates.js';
import * as searchEverything from './migrations/0014-search-everything.js';
import * as approvals from './migrations/0015-approvals.js';
import * as jobRuns from './migrations/0016-job-runs.js';
import * as linkHealth from './migrations/0017-link-health.js';
import * as weeklyDigest from './migrations/0018-weekly-digest.js';
import * as reportIndexes from './migrations/0019-report-indexes.js';
import * as quizCooldown from './migrations/0020-quiz-cooldown.js';
import * as sessionDevices from './migrations/0021-session-devices.js';
import * as searchMissMembers from './migrations/0022-search-miss-members.js';
import * as categoryNameKey from './migrations/0023-category-name-key.js';
import * as storedLogos from './migrations/0025-stored-logos.js';
import * as videoLanguages from './migrations/0026-video-languages.js';
import * as interfaceLanguage from './migrations/0028-interface-language.js';
import * as promptSuggestions from './migrations/0029-prompt-suggestions.js';
import * as beginnerSynonyms from './migrations/0030-beginner-synonyms.js';
import * as operatorColumns from './migrations/0031-operator-columns.js';
import * as memberFavouritesIndex from './migrations/0032-member-favourites-index.js';

// Migrations are listed here (not read from disk) so they work the same under tsx and bundlers.
const provider: MigrationProvider = {
  getMigrations: async () => ({
    '0001-initial': initial,
    '0002-rate-limits': rateLimits,
    '0003-category-rows': categoryRows,
    '0004-search-index': searchIndex,
    '0005-list-indexes': listIndexes,
    '0006-session-recovery': sessionRecovery,
    '0007-interaction-days': interactionDays,
    '0008-canonical-lists': canonicalLists,
    '0009-workflow-runs': workflowRuns,
    '0010-tool-logos': toolLogos,
    '0011-prompt-blank-values': promptBlankValues,
    '0012-tutorial-quizzes': tutorialQuizzes,
    '0013-certificates': certificates,
    '0014-search-everything': searchEverything,
    '0015-approvals': approvals,
    '0016-job-runs': jobRuns,
    '0017-link-health': linkHealth,
    '0018-weekly-digest': weeklyDigest,
    '0019-report-indexes': reportIndexes,
    '0020-quiz-cooldown': quizCooldown,
    '0021-session-devices': sessionDevices,
    '0022-search-miss-members': searchMissMembers,
    '0023-category-name-key': categoryNameKey,
    '0025-stored-logos': storedLogos,
    '0026-video-languages': videoLanguages,
    '0028-interface-language': interfaceLanguage,
    '0029-prompt-suggestions': promptSuggestions,
    '0030-beginner-synonyms': beginnerSynonyms,
    '0031-operator-columns': operatorColumns,
    '0032-member-favourites-index': memberFavouritesIndex,
  }),
};

export async function migrateToLatest(db: DB): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Migrates up (or down) to the named migration: tests of a migration on older data use it. */
export async function migrateTo(db: DB, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: DB, run: (migrator: Migrator) => Promise<MigrationResultSet>) {
  const { error, results } = await run(new Migrator({ db, provider }));
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
