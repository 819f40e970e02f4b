import type { AccountStatus, Role } from '@shared/constants';
import { countOf, showingCount } from '../../components/list/messages';

// Wording of the admin panel (SPEC §2 "Admin screens", §5, §8 "Admin").

export const ADMIN_UI = {
  title: 'Admin Panel',
  skipToContent: 'Langkau ke kandungan',
  nav: {
    label: 'Navigasi admin',
    dashboard: 'Dashboard',
    mainSite: 'Main Site',
    userPanel: 'User Panel',
  },
  stats: {
    label: 'Statistik',
    totalUsers: 'Total Users',
    pendingUsers: 'Pending Users',
    tools: 'AI Tools',
    tutorials: 'Tutorials',
    workflows: 'Workflows',
    categories: 'Categories',
  },
  tabsLabel: 'Bahagian pengurusan',
  tabs: {
    users: 'Users',
    tools: 'Tools',
    tutorials: 'Tutorials',
    workflows: 'Workflows',
    prompts: 'Prompts',
    'learning-path': 'Learning Path',
    feedback: 'Feedback',
    categories: 'Categories',
    suggestions: 'Suggestions',
  },
  pendingBadge: (n: number) => `${n} pending`,
  pendingFailed: 'Failed to fetch pending users count',
  placeholder: 'Bahagian ini sedang disiapkan dan akan dibuka tidak lama lagi.',
} as const;

/** The buttons and dialog every management tab shares. */
export const CRUD_MESSAGES = {
  edit: 'Edit',
  editItem: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteItem: (name: string) => `Delete ${name}`,
  deleting: 'Deleting...',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  confirmTitle: (name: string) => `Delete ${name}?`,
  allStatuses: 'All Statuses',
} as const;

/** Everything a management tab says about its kind of item; `crudLabels` fills the usual ones. */
export interface CrudLabels {
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  count: (n: number) => string;
  /** SPEC §8 empty state, e.g. 'No tools found'. */
  empty: string;
  loadFailed: string;
  add: string;
  addTitle: string;
  editTitle: string;
  confirmBody: (name: string) => string;
  deleted: (name: string) => string;
  deleteFailed: (name: string) => string;
  addFailed: string;
  updateFailed: string;
  /** SPEC §8 toasts a resource names for itself (tools); without them, the shared wording. */
  added?: string;
  updated?: string;
  /** A failed add's toast title; `addFailed` then becomes its description (tools: 'Ralat'). */
  addFailedTitle?: string;
}

/** The usual labels of a content tab from its names: crudLabels('Tool', 'tools'). */
export function crudLabels(singular: string, plural: string): CrudLabels {
  return {
    heading: `Manage ${singular}s`,
    searchLabel: `Search ${plural}`,
    searchPlaceholder: `Search ${plural}…`,
    count: showingCount(singular.toLowerCase(), plural),
    empty: `No ${plural} found`,
    loadFailed: `Failed to fetch ${plural}. Please try again.`,
    add: `Add ${singular}`,
    addTitle: `Add ${singular}`,
    editTitle: `Edit ${singular}`,
    confirmBody: (name) => `"${name}" will be deleted. This cannot be undone.`,
    deleted: () => `${singular} deleted successfully`,
    deleteFailed: () => 'Failed to delete',
    addFailed: 'An unexpected error occurred',
    updateFailed: `Failed to update ${singular.toLowerCase()}`,
  };
}

export const USERS_MESSAGES = {
  labels: {
    ...crudLabels('User', 'users'),
    loadFailed: 'Failed to fetch users. Please try again.',
    confirmBody: (name: string) =>
      `This will permanently delete the account ${name}. This action cannot be undone.`,
    deleted: (name: string) => `User ${name} deleted successfully`,
    deleteFailed: (name: string) => `Failed to delete user ${name}.`,
    addFailed: 'Failed to create user',
  } satisfies CrudLabels,
  statusLabel: 'Status',
  statuses: { pending: 'Pending', approved: 'Approved', declined: 'Declined' } satisfies Record<
    AccountStatus,
    string
  >,
  roles: { user: 'User', admin: 'Admin' } satisfies Record<Role, string>,
  accountType: (type: string) => `Account: ${type}`,
  noEmail: 'Tiada e-mel',
  approve: 'Approve',
  decline: 'Decline',
  approveUser: (name: string) => `Approve ${name}`,
  declineUser: (name: string) => `Decline ${name}`,
  approved: (name: string) => `User ${name} has been approved successfully`,
  declined: (name: string) => `User ${name} has been declined successfully`,
  approveFailed: 'Failed to approve user.',
  declineFailed: 'Failed to decline user.',
  form: {
    username: 'Username',
    usernameHint: 'Must be unique: letters, numbers and underscores only. Used to log in.',
    email: 'Email',
    password: 'Password',
    role: 'Role',
    submit: 'Create User',
    submitting: 'Creating...',
  },
} as const;

export const TOOLS_ADMIN_MESSAGES = {
  labels: {
    ...crudLabels('Tool', 'tools'),
    added: 'Tool ditambah!',
    updated: 'Tool updated successfully!',
    addFailedTitle: 'Ralat',
    addFailed: 'Terdapat masalah semasa menambah tool.',
  } satisfies CrudLabels,
  more: (n: number) => `+${n}`,
  keyFeatures: 'Key Features',
  visitWebsite: (name: string) => `Website ${name} (dibuka dalam tab baharu)`,
  rating: (r: number) => `Rating ${r.toFixed(1)} / 5`,
  form: {
    name: 'Name',
    website: 'Website',
    websitePlaceholder: 'https://',
    mainFunction: 'Main Function',
    description: 'Description',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    noCategory: 'No category',
    pricing: 'Pricing',
    noPricing: 'None',
    rating: 'Rating',
    ratingAddHint: '1 to 5, in steps of 0.1 (optional)',
    ratingEditHint: '0 to 5, in steps of 0.1 (optional)',
    keyFeatures: 'Key Features',
    keyFeature: 'Key feature',
    addKeyFeature: 'Add feature',
    alternatives: 'Alternatives',
    alternative: 'Alternative',
    addAlternative: 'Add alternative',
  },
} as const;

export const CATEGORIES_ADMIN_MESSAGES = {
  labels: {
    ...crudLabels('Category', 'categories'),
    heading: 'Manage Categories',
    loadFailed: 'Failed to fetch categories. Please try again.',
    addFailed: 'Failed to add category',
    updateFailed: 'Failed to update category',
    deleteFailed: () => 'Failed to delete category',
    deleted: (name: string) => `Category ${name} deleted successfully`,
  } satisfies CrudLabels,
  noDescription: 'Tiada penerangan',
  form: {
    name: 'Name',
    description: 'Description',
    descriptionHint: 'Optional',
  },
} as const;

export const LEARNING_PATH_ADMIN_MESSAGES = {
  heading: 'Learning Path',
  intro:
    'Pilih sehingga 3 tutorial. Ahli melihatnya mengikut susunan ini dalam dialog Community di dashboard.',
  slot: (n: number) => `Slot ${n}`,
  search: (n: number) => `Cari tutorial untuk slot ${n}`,
  searchPlaceholder: 'Cari tutorial…',
  select: (n: number) => `Tutorial slot ${n}`,
  none: 'Tiada',
  moreThanShown: (shown: number, total: number) =>
    `Menunjukkan ${shown} daripada ${total} tutorial. Taip untuk mencari.`,
  noMatch: 'Tiada tutorial sepadan.',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Laluan pembelajaran berjaya disimpan!',
  saveFailed: (message: string) => `Gagal menyimpan: ${message}`,
  loadFailed: (message: string) => `Gagal memuat data: ${message}`,
  retry: 'Cuba lagi',
} as const;

/** A tutorial card's learning-path action in the Tutorials tab (SPEC §4, §8 "Learning path"). */
export const LEARNING_PATH_CARD_MESSAGES = {
  add: 'Add to Path',
  remove: 'Remove from Path',
  // WCAG 2.5.3: the name a screen reader or voice control uses starts with the visible words.
  addItem: (title: string) => `Add to Path: ${title}`,
  removeItem: (title: string) => `Remove from Path: ${title}`,
  inPath: (position: number) => `Learning Path #${position}`,
  added: 'Added',
  addedAt: (title: string, position: number) =>
    `${title} is now at position ${position} in the learning path.`,
  removed: 'Removed',
  removedFrom: (title: string) => `${title} is no longer in the learning path.`,
  // The Learning Path tab's wording, naming what did not load: the tutorials list did.
  loadFailed: (message: string) => `Gagal memuat Learning Path: ${message}`,
  retry: LEARNING_PATH_ADMIN_MESSAGES.retry,
} as const;

/** The Feedback tab (SPEC §2, §4 "Feedback status", §8 "Admin"). */
export const FEEDBACK_ADMIN_UI = {
  labels: {
    ...crudLabels('Feedback', 'feedback'),
    heading: 'Manage Feedback',
    count: showingCount('feedback item', 'feedback items'),
    searchPlaceholder: 'Search messages or pages…',
    loadFailed: 'Failed to load feedback. Please try again.',
    updateFailed: 'Failed to update feedback. Please try again.',
  } satisfies CrudLabels,
  statusLabel: 'Status',
  typeLabel: 'Type',
  allTypes: 'All Types',
  statuses: { new: 'New', read: 'Read', in_progress: 'In Progress', resolved: 'Resolved' },
  types: { like: 'Like', dislike: 'Dislike', bug: 'Bug', suggestion: 'Suggestion' },
  anonymous: 'Anonymous',
  noPage: 'No page',
  unknownBrowser: 'Not known',
  view: 'View',
  viewItem: (sender: string, date: string) => `View feedback from ${sender}, ${date}`,
  detailsTitle: 'Feedback Details',
  message: 'Message',
  page: 'Page',
  sender: 'From',
  sent: 'Sent',
  userAgent: 'Browser (user agent)',
  notes: 'Admin Notes',
  notesHint: 'Only admins see these notes.',
  notesCount: (n: number, max: number) => `${n}/${max}`,
  saveNotes: 'Save',
  saving: 'Saving...',
  updated: 'Feedback updated',
} as const;

/** The Suggestions tab (SPEC §2, §4 "Suggestion", §8 "Admin"). */
export const SUGGESTIONS_ADMIN_UI = {
  labels: {
    ...crudLabels('Suggestion', 'suggestions'),
    loadFailed: 'Failed to fetch suggestions. Please try refreshing.',
    confirmBody: (title: string) =>
      `The suggestion "${title}" will be deleted. This cannot be undone.`,
    deleted: () => 'Suggestion Deleted',
    deleteFailed: () => 'Failed to delete suggestion',
    updateFailed: 'Failed to update suggestion status',
  } satisfies CrudLabels,
  statusLabel: 'Status',
  statuses: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    completed: 'Completed',
  },
  types: { tool: 'Tool', workflow: 'Workflow', tutorial: 'Tutorial' },
  reason: 'Why',
  from: (username: string) => `Suggested by ${username}`,
  approve: 'Approve',
  reject: 'Reject',
  approveItem: (title: string) => `Approve ${title}`,
  rejectItem: (title: string) => `Reject ${title}`,
  completed: 'Completed',
  completedItem: (title: string) => `Completed: ${title}`,
  markedAs: (status: string) => `Suggestion marked as ${status}`,
} as const;

/** TextListField's own words. */
export const TEXT_LIST_MESSAGES = {
  row: (label: string, n: number) => `${label} ${n}`,
  remove: (label: string, n: number) => `Remove ${label.toLowerCase()} ${n}`,
} as const;

/** The tool picker of steps and prompts (SPEC §5 "Tool picker"). */
export const TOOL_PICKER_MESSAGES = {
  input: (list: string) => `Tool name for ${list}`,
  placeholder: 'Type a tool name, then Enter',
  add: 'Add',
  addTo: (list: string) => `Add to ${list}`,
  selected: (list: string) => `${list} selected`,
  none: 'None selected yet.',
  remove: (name: string, list: string) => `Remove ${name} from ${list}`,
  suggested: 'Suggested tools',
  matches: 'Tools from the list',
  blank: 'Type a tool name first.',
  duplicate: (name: string) => `${name} is already selected.`,
  added: (name: string) => `${name} added`,
  removed: (name: string) => `${name} removed`,
} as const;

/** The steps editor of tutorials and workflows (SPEC §4: steps numbered 1..n). */
export const STEPS_MESSAGES = {
  steps: 'Steps',
  step: (n: number) => `Step ${n}`,
  field: (n: number, field: string) => `Step ${n} ${field.toLowerCase()}`,
  description: 'Description',
  remove: (n: number) => `Remove step ${n}`,
  add: 'Add Step',
  none: 'No steps yet. Steps without a title are left out when saving.',
} as const;

export const TUTORIALS_ADMIN_MESSAGES = {
  labels: {
    ...crudLabels('Tutorial', 'tutorials'),
    addFailed: 'Failed to create tutorial',
    updateFailed: 'Failed to update tutorial',
  } satisfies CrudLabels,
  steps: (n: number) => countOf(n, 'step', 'steps'),
  instructor: (name: string) => `Instructor: ${name}`,
  duration: (text: string) => `Duration: ${text}`,
  form: {
    title: 'Title',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    description: 'Description',
    duration: 'Duration',
    durationPlaceholder: '30 minutes',
    instructor: 'Instructor',
    youtubeId: 'YouTube ID or link',
    youtubeIdHint: 'The 11-character video id, or paste the video’s address.',
    difficulty: 'Difficulty',
    noDifficulty: 'Not set',
    stepTitle: 'Title',
    tools: 'Tools',
    resources: 'Resources',
    resourceTitle: (n: number) => `Resource ${n} title`,
    resourceUrl: (n: number) => `Resource ${n} URL`,
    resourceTitleLabel: 'Title',
    resourceUrlLabel: 'URL',
    removeResource: (n: number) => `Remove resource ${n}`,
    addResource: 'Add Resource',
    noResources: 'No resources yet.',
  },
} as const;

export const WORKFLOWS_ADMIN_MESSAGES = {
  labels: {
    ...crudLabels('Workflow', 'workflows'),
    addFailed: 'Terdapat masalah semasa menambah workflow.',
  } satisfies CrudLabels,
  steps: (n: number) => countOf(n, 'step', 'steps'),
  estimatedTime: (text: string) => `Estimated time: ${text}`,
  tools: 'Tools',
  moreTools: (n: number) => `+${n} more tools`,
  form: {
    title: 'Title',
    goal: 'Goal',
    description: 'Description',
    category: 'Category',
    categoryPlaceholder: 'Select a category',
    noCategory: 'No category',
    difficulty: 'Difficulty',
    noDifficulty: 'Not set',
    difficultyPlaceholder: 'e.g. Beginner',
    estimatedTime: 'Estimated Time',
    estimatedTimePlaceholder: '30 minutes',
    task: 'Task',
    tools: 'Tools',
    alternatives: 'Alternatives',
  },
} as const;

export const PROMPTS_ADMIN_MESSAGES = {
  labels: {
    ...crudLabels('Prompt', 'prompts'),
    loadFailed: 'Failed to load prompts. Please try again.',
    deleteFailed: () => 'Failed to delete prompt. Please try again.',
    addFailed: 'Failed to add prompt. Please try again.',
    updateFailed: 'Failed to update prompt. Please try again.',
  } satisfies CrudLabels,
  stats: {
    label: 'Prompt statistics',
    total: 'Total Prompts',
    categories: 'Categories',
    thisWeek: 'This Week',
  },
  tools: 'Tools',
  more: (n: number) => `+${n}`,
  form: {
    title: 'Title',
    description: 'Description',
    promptText: 'Prompt Text',
    category: 'Category',
    noCategory: 'No category',
    difficulty: 'Difficulty',
    imageUrl: 'Image URL',
    imageUrlPlaceholder: 'https://',
    imageUrlHint: 'Optional. An https address of a picture.',
    tools: 'Compatible Tools',
    usageTips: 'Usage Tips',
    usageTip: 'Usage tip',
    addUsageTip: 'Add tip',
    tags: 'Tags',
    tag: 'Tag',
    addTag: 'Add tag',
  },
} as const;
