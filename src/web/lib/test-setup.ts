import type * as Sonner from 'sonner';
import { afterEach, vi } from 'vitest';

// sonner, mocked once for every test file (vitest.config.ts setupFiles): each toast function is
// a spy that still does what sonner does, so a test can check what was toasted
// (`expect(toast.error).toHaveBeenCalledWith(...)`) and one that renders a <Toaster /> still
// sees the toast itself. The calls are forgotten after each test.
vi.mock('sonner', async (importOriginal) => {
  const sonner = await importOriginal<typeof Sonner>();
  const spied = Object.fromEntries(
    Object.entries(sonner.toast).map(([name, value]) => [
      name,
      typeof value === 'function' ? vi.fn(value) : value,
    ]),
  );
  return { ...sonner, toast: Object.assign(vi.fn(sonner.toast), spied) };
});

// Only the browser-side (jsdom) tests load sonner; the server's never do.
if (typeof window !== 'undefined') {
  const { toast } = await import('sonner');
  afterEach(() => {
    vi.mocked(toast).mockClear();
    for (const fn of Object.values(toast)) if (vi.isMockFunction(fn)) fn.mockClear();
  });
}
