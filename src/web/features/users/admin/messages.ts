import type { AccountStatus, Role } from '@shared/constants';
import { WORDS } from '@shared/glossary';
import { crudLabels, type CrudLabels } from '../../../admin/components/messages';
import { defineMessages } from '@shared/i18n/define-messages';

// Wording of this admin tab (docs/product.md#admin-panel).

export const USERS_MESSAGES = defineMessages('USERS_MESSAGES', {
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
  // Issue 33: when they joined and were last active, their order number, and the list's order.
  joined: (date: string) => `Sertai: ${date}`,
  lastActive: (date: string) => `Aktif terakhir: ${date}`,
  neverActive: 'Aktif terakhir: belum pernah',
  orderNumber: 'No. pesanan:',
  noOrderNumber: 'tiada',
  orderNumberFor: (name: string) => `No. pesanan ${name}`,
  editOrderNumber: (name: string) => `Ubah no. pesanan ${name}`,
  edit: 'Ubah',
  save: 'Simpan',
  orderNumberSaved: (name: string) => `No. pesanan ${name} dikemas kini`,
  orderNumberFailed: 'Gagal menyimpan no. pesanan.',
  sortLabel: 'Susun',
  sorts: { joined: 'Sertai (terbaru)', active: 'Aktif terakhir (terbaru)' },
  noEmail: `Tiada ${WORDS.email}`,
  approve: 'Approve',
  decline: 'Decline',
  approveUser: (name: string) => `Approve ${name}`,
  declineUser: (name: string) => `Decline ${name}`,
  approved: (name: string) => `User ${name} has been approved successfully`,
  declined: (name: string) => `User ${name} has been declined successfully`,
  approveFailed: 'Failed to approve user.',
  declineFailed: 'Failed to decline user.',
  // Issue 23: what they said at registration, several decided at once, the admin's own mail.
  joinReason: 'Kenapa ingin menyertai:',
  choose: (name: string) => `Pilih ${name}`,
  chosen: (n: number) => `${n} akaun dipilih`,
  approveChosen: 'Approve selected',
  declineChosen: 'Decline selected',
  clearChosen: 'Batal pilihan',
  confirmTitle: (status: 'approved' | 'declined', n: number) =>
    status === 'approved' ? `Approve ${n} accounts?` : `Decline ${n} accounts?`,
  confirmBody: (names: string) => `Akaun: ${names}. Setiap ahli akan dimaklumkan melalui e-mel.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  bulkDone: (status: 'approved' | 'declined', n: number) =>
    status === 'approved' ? `${n} users approved successfully` : `${n} users declined successfully`,
  bulkFailed: 'Failed to update the selected users.',
  mailSwitch: 'E-mel kepada saya bagi setiap pendaftaran baharu',
  mailSwitchFailed: 'Gagal menyimpan tetapan e-mel.',
  form: {
    username: 'Username',
    usernameHint: 'Must be unique: letters, numbers and underscores only. Used to log in.',
    email: WORDS.emailLabel,
    password: 'Password',
    role: 'Role',
    submit: 'Create User',
    submitting: 'Creating...',
  },
} as const);
