import { AdminNavbar } from './admin-navbar';
import { AdminTabs } from './admin-tabs';
import { StatCards } from './stat-cards';
import { useAdminEvents } from '../../admin/hooks/use-admin-events';
import { ADMIN_UI as M } from '../../admin/messages';

/** /admin (docs/product.md#admin-panel "Admin screens"): nav, statistics and the management tabs. */
export default function AdminPage() {
  useAdminEvents();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {M.skipToContent}
      </a>
      <AdminNavbar />
      <main id="admin-main" className="mx-auto w-full max-w-7xl flex-1 px-4 pb-16 pt-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{M.title}</h1>
        <StatCards />
        <AdminTabs />
      </main>
    </div>
  );
}
