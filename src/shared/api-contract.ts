import { z } from 'zod';
import { FindEmailResponse, ResetPasswordResponse } from './account.js';
import {
  AdminNotifications,
  AdminStatsResponse,
  AuditActorsResponse,
  AuditListResponse,
  AdminUserListResponse,
  AdminUserResponse,
  BulkUserStatusResponse,
  CreateUserResponse,
} from './admin.js';
import { pageOf } from './api.js';
import { ItemLinksChecked, LinkCheckStarted, LinkHealthResponse } from './link-health.js';
import { ToolLogoResponse } from './logo-api.js';
import { LoginResponse, SessionResponse, SessionUser } from './auth.js';
import { CategoryListResponse, CategoryResponse } from './categories.js';
import { DashboardResponse } from './dashboard.js';
import { UnsubscribeResponse } from './digest.js';
import {
  FavoriteListResponse,
  FavoriteResponse,
  PromptFavoriteListResponse,
  PromptFavoriteResponse,
} from './favorites.js';
import { AdminFeedbackListResponse, AdminFeedbackResponse, FeedbackResponse } from './feedback.js';
import {
  AddToLearningPathResponse,
  AdminLearningPathResponse,
  LearningPathResponse,
} from './learning-path.js';
import {
  PromptFiltersResponse,
  PromptListResponse,
  PromptResponse,
  PromptStatsResponse,
} from './prompts.js';
import { PromptBlanksResponse } from './prompt-blank-values.js';
import { Certificate, MyCertificateResponse, VerifyCertificateResponse } from './certificates.js';
import { AdminQuizResponse, MemberQuizResponse, QuizAttemptResponse } from './quizzes.js';
import { SearchMissesResponse, SearchResponse, SynonymGroupResponse } from './search.js';
import { ReportsResponse } from './reports.js';
import { SiteResponse } from './site.js';
import { MemberSessionsResponse, SignOutOthersResponse } from './sessions.js';
import { ImportPreviewResponse, ImportResultResponse, TRANSFER_RESOURCES } from './transfer.js';
import { ItemStatusResponse, StatusesResponse, TutorialStatusResponse } from './statuses.js';
import {
  AdminSuggestionListResponse,
  AdminSuggestionResponse,
  SuggestionResponse,
} from './suggestions.js';
import { ToolDetailResponse, ToolListResponse, ToolLookupResponse, ToolResponse } from './tools.js';
import { TutorialDetailResponse, TutorialListResponse, TutorialResponse } from './tutorials.js';
import { WorkflowCompletion, WorkflowRunResponse } from './workflow-runs.js';
import { WorkflowListResponse, WorkflowResponse } from './workflows.js';

// What each API route answers when it succeeds, keyed 'METHOD /path' as the server registers it.
// The server does not read this table: src/server/api-contract.test.ts checks it against every
// registered route's own response schema, so it cannot drift. Its users are the web's tests,
// whose fake fetch (web/lib/test-api.ts) lets a fake answer only be what the route answers.

/** An answer without a body (204). */
export const NoContent = z.null();
const Ok = z.object({ ok: z.literal(true) });

export const API_CONTRACT = {
  // Outside /api: the readiness check (features/health) the connection card polls.
  'GET /readyz': z.object({ status: z.enum(['ok', 'unavailable']) }),
  'GET /api/site': SiteResponse,
  'GET /api/auth/session': SessionResponse,
  'POST /api/auth/login': LoginResponse,
  'POST /api/auth/admin-login': LoginResponse,
  'POST /api/auth/complete-password-change': LoginResponse,
  'POST /api/auth/logout': NoContent,
  'POST /api/auth/register': Ok,
  'POST /api/auth/password-reset': Ok,
  'POST /api/auth/password-reset/check': Ok,
  'POST /api/auth/password-reset/complete': ResetPasswordResponse,
  'POST /api/auth/find-email': FindEmailResponse,
  'PATCH /api/profile': z.object({ user: SessionUser, passwordChanged: z.boolean() }),
  'PUT /api/language': NoContent,
  'GET /api/me/sessions': MemberSessionsResponse,
  'DELETE /api/me/sessions/:id': NoContent,
  'POST /api/me/sessions/sign-out-others': SignOutOthersResponse,

  'GET /api/tools': ToolListResponse,
  'GET /api/showcase/tools': ToolListResponse,
  'GET /api/tools/lookup': ToolLookupResponse,
  'GET /api/tools/:id': ToolDetailResponse,
  'GET /api/categories': CategoryListResponse,
  'GET /api/tutorials': TutorialListResponse,
  'GET /api/tutorials/:id': TutorialDetailResponse,
  'GET /api/workflows': WorkflowListResponse,
  'GET /api/workflows/:id': WorkflowResponse,
  'POST /api/workflows/:id/complete': WorkflowCompletion,
  'GET /api/me/workflow-runs/:id': WorkflowRunResponse,
  'PUT /api/me/workflow-runs/:id': WorkflowRunResponse,
  'DELETE /api/me/workflow-runs/:id': NoContent,
  'GET /api/me/prompt-blanks': PromptBlanksResponse,
  'PUT /api/me/prompt-blanks': PromptBlanksResponse,
  'DELETE /api/me/prompt-blanks': NoContent,
  'GET /api/admin/tutorials/:id/quiz': AdminQuizResponse,
  'PUT /api/admin/tutorials/:id/quiz': AdminQuizResponse,
  'DELETE /api/admin/tutorials/:id/quiz': NoContent,
  'GET /api/tutorials/:id/quiz': MemberQuizResponse,
  'POST /api/tutorials/:id/quiz/attempts': QuizAttemptResponse,
  'GET /api/me/certificate': MyCertificateResponse,
  'POST /api/me/certificate': Certificate,
  'GET /api/certificates/:code': VerifyCertificateResponse,
  'GET /api/prompts': PromptListResponse,
  'GET /api/prompts/filters': PromptFiltersResponse,
  'GET /api/prompts/lookup': PromptResponse,
  'GET /api/prompts/:id': PromptResponse,
  'POST /api/prompts/:id/copy': NoContent,
  'POST /api/suggestions': SuggestionResponse,
  'POST /api/feedback': FeedbackResponse,
  'GET /api/learning-path': LearningPathResponse,

  'GET /api/me/favorites': FavoriteListResponse,
  'POST /api/me/favorites': FavoriteResponse,
  'PATCH /api/me/favorites/:itemType/:itemId': FavoriteResponse,
  'DELETE /api/me/favorites/:itemType/:itemId': NoContent,
  'GET /api/me/prompt-favorites': PromptFavoriteListResponse,
  'POST /api/me/prompt-favorites': PromptFavoriteResponse,
  'DELETE /api/me/prompt-favorites/:promptId': NoContent,
  'GET /api/me/statuses': StatusesResponse,
  'PUT /api/me/tutorials/:id/status': TutorialStatusResponse,
  'PUT /api/me/items/:itemType/:itemId/status': ItemStatusResponse,
  'GET /api/me/dashboard': DashboardResponse,
  'POST /api/me/start-card/dismiss': NoContent,

  'GET /api/admin/stats': AdminStatsResponse,
  'GET /api/admin/users': AdminUserListResponse,
  'POST /api/admin/users': CreateUserResponse,
  'PATCH /api/admin/users/:id/status': AdminUserResponse,
  'PATCH /api/admin/users/:id/order-number': AdminUserResponse,
  'POST /api/admin/users/decisions': BulkUserStatusResponse,
  'GET /api/admin/audit': AuditListResponse,
  'GET /api/admin/audit/actors': AuditActorsResponse,
  'GET /api/admin/me/notifications': AdminNotifications,
  'PUT /api/admin/me/notifications': AdminNotifications,
  'DELETE /api/admin/users/:id': NoContent,
  'GET /api/admin/feedback': AdminFeedbackListResponse,
  'PATCH /api/admin/feedback/:id': AdminFeedbackResponse,
  'GET /api/admin/suggestions': AdminSuggestionListResponse,
  'PATCH /api/admin/suggestions/:id/status': AdminSuggestionResponse,
  'DELETE /api/admin/suggestions/:id': NoContent,
  'GET /api/admin/tools': pageOf(ToolResponse),
  'GET /api/admin/tools/:id': ToolResponse,
  'POST /api/admin/tools': ToolResponse,
  'PUT /api/admin/tools/:id': ToolResponse,
  'DELETE /api/admin/tools/:id': NoContent,
  'GET /api/admin/tutorials': pageOf(TutorialResponse),
  'GET /api/admin/tutorials/:id': TutorialResponse,
  'POST /api/admin/tutorials': TutorialResponse,
  'PUT /api/admin/tutorials/:id': TutorialResponse,
  'DELETE /api/admin/tutorials/:id': NoContent,
  'GET /api/admin/workflows': pageOf(WorkflowResponse),
  'GET /api/admin/workflows/:id': WorkflowResponse,
  'POST /api/admin/workflows': WorkflowResponse,
  'PUT /api/admin/workflows/:id': WorkflowResponse,
  'DELETE /api/admin/workflows/:id': NoContent,
  'GET /api/admin/prompts': pageOf(PromptResponse),
  'GET /api/admin/prompts/:id': PromptResponse,
  'POST /api/admin/prompts': PromptResponse,
  'PUT /api/admin/prompts/:id': PromptResponse,
  'DELETE /api/admin/prompts/:id': NoContent,
  'GET /api/search': SearchResponse,
  'GET /api/admin/search-misses': SearchMissesResponse,
  'GET /api/admin/synonyms': pageOf(SynonymGroupResponse),
  'GET /api/admin/synonyms/:id': SynonymGroupResponse,
  'POST /api/admin/synonyms': SynonymGroupResponse,
  'PUT /api/admin/synonyms/:id': SynonymGroupResponse,
  'DELETE /api/admin/synonyms/:id': NoContent,
  'GET /api/admin/prompts/stats': PromptStatsResponse,
  'GET /api/admin/categories': pageOf(CategoryResponse),
  'GET /api/admin/categories/:id': CategoryResponse,
  'POST /api/admin/categories': CategoryResponse,
  'PUT /api/admin/categories/:id': CategoryResponse,
  'DELETE /api/admin/categories/:id': NoContent,
  'GET /api/admin/learning-path': AdminLearningPathResponse,
  'PUT /api/admin/learning-path': AdminLearningPathResponse,
  'POST /api/admin/learning-path/tutorials/:id': AddToLearningPathResponse,
  'DELETE /api/admin/learning-path/tutorials/:id': AdminLearningPathResponse,
  'GET /api/admin/link-health': LinkHealthResponse,
  'POST /api/admin/link-health/run': LinkCheckStarted,
  'POST /api/admin/link-health/items/:itemType/:itemId/check': ItemLinksChecked,
  'PUT /api/admin/tools/:id/logo': ToolLogoResponse,
  'DELETE /api/admin/tools/:id/logo': ToolLogoResponse,
  'POST /api/digest/unsubscribe': UnsubscribeResponse,
  // Issue 23: imports (their exports answer files, below).
  'POST /api/admin/tools/import/preview': ImportPreviewResponse,
  'POST /api/admin/tools/import': ImportResultResponse,
  'POST /api/admin/tutorials/import/preview': ImportPreviewResponse,
  'POST /api/admin/tutorials/import': ImportResultResponse,
  'POST /api/admin/workflows/import/preview': ImportPreviewResponse,
  'POST /api/admin/workflows/import': ImportResultResponse,
  'POST /api/admin/prompts/import/preview': ImportPreviewResponse,
  'POST /api/admin/prompts/import': ImportResultResponse,
  'POST /api/admin/categories/import/preview': ImportPreviewResponse,
  'POST /api/admin/categories/import': ImportResultResponse,
  'GET /api/admin/reports': ReportsResponse,
} as const satisfies Record<string, z.ZodType>;

export type ApiContract = typeof API_CONTRACT;
/** A route as the contract names it: 'GET /api/tools/:id'. */
export type ApiRouteName = keyof ApiContract;
/** What the route answers (its JSON body; null for none). */
export type ApiAnswer<R extends ApiRouteName> = z.infer<ApiContract[R]>;

/**
 * Routes that answer no JSON: the admin event stream, and the API's OpenAPI document (not part
 * of the app's own contract), and the content tabs' exports (CSV or JSON files, issue 23).
 */
export const OUTSIDE_CONTRACT = [
  'GET /api/admin/events',
  'GET /api/docs',
  ...TRANSFER_RESOURCES.map((resource) => `GET /api/admin/${resource}/export` as const),
] as const;
