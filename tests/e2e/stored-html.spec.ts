// Issue 11, "Hostile input": HTML and script stored in any text field are shown as text. The
// API stores them as typed (they are valid text); every screen that shows them, the member's
// and the admin's, must print them literally and never turn them into elements. The page's
// Content-Security-Policy would stop an injected handler from running anyway, so the check is
// on the DOM itself: no element made from the stored text ever appears, not even for a moment.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, unique } from './admin-fixtures.js';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';

/**
 * Before any of the app's code: records every element added to the page that the stored text
 * would make if it were parsed as HTML, and every inline script the policy blocked.
 */
const WATCH = `(() => {
  window.__injected = [];
  const suspicious = (el) =>
    el.hasAttribute('onerror') ||
    (el.tagName === 'IMG' && el.getAttribute('src') === 'x') ||
    // The data a page was rendered with is JSON, never run (issue 34): not a script.
    (el.tagName === 'SCRIPT' &&
      el.type !== 'application/json' &&
      (el.textContent || '').includes('__xss'));
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        for (const el of [node, ...node.querySelectorAll('*')]) {
          if (suspicious(el)) window.__injected.push(el.outerHTML);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('securitypolicyviolation', (e) => {
    // An inline script or handler; not 'eval', which zod probes for (and may not use) at start.
    if (e.blockedURI === 'inline') {
      window.__injected.push('blocked inline ' + e.effectiveDirective + ': ' + e.sample);
    }
  });
})()`;

/** Nothing the stored text says became part of this page, and its script never ran. */
async function expectNoInjection(page: Page) {
  const found = await page.evaluate(`({
    xss: window.__xss ?? null,
    injected: window.__injected,
    now: document.querySelectorAll('[onerror], img[src="x"]').length,
  })`);
  expect(found).toEqual({ xss: null, injected: [], now: 0 });
}

/** Opens `path` and waits for `text` to show, printed as it was stored. */
async function showsLiterally(page: Page, path: string, texts: string[]) {
  await page.goto(path);
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  await expectNoInjection(page);
}

async function post(request: APIRequestContext, url: string, data: object, method = 'post') {
  const res = await request.fetch(url, { method, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json().catch(() => ({}))) as { id: string };
}

/** Content with HTML in every text field, added through the admin's API. */
async function storeContent(admin: APIRequestContext, run: string) {
  const names = {
    tool: `Alat ${run} ${IMG}`,
    tutorial: `Tutorial ${run} ${IMG}`,
    workflow: `Workflow ${run} ${IMG}`,
    prompt: `Prompt ${run} ${SCRIPT}`,
  };
  const tool = await post(admin, '/api/admin/tools', {
    name: names.tool,
    website: 'https://contoh.my/alat',
    mainFunction: `Fungsi ${SCRIPT}`,
    description: `Penerangan ${SCRIPT} ${IMG}`,
    category: 'Productivity',
    pricing: 'Free',
    keyFeatures: [`Ciri ${IMG}`, `Ciri ${SCRIPT}`],
    alternatives: [`Ganti ${IMG}`],
    rating: 4,
  });
  const tutorial = await post(admin, '/api/admin/tutorials', {
    title: names.tutorial,
    category: 'Productivity',
    description: `Penerangan ${SCRIPT}`,
    duration: '10 minit',
    instructor: `Cikgu ${IMG}`,
    youtubeId: 'dQw4w9WgXcQ',
    difficulty: 'Pemula',
    steps: [{ title: `Langkah ${IMG}`, description: `Buat ${SCRIPT}`, tools: [] }],
    resources: [{ title: `Sumber ${IMG}`, url: 'https://contoh.my/sumber' }],
  });
  const workflow = await post(admin, '/api/admin/workflows', {
    title: names.workflow,
    goal: `Matlamat ${SCRIPT}`,
    description: `Penerangan ${IMG}`,
    category: 'Productivity',
    difficulty: 'Beginner',
    estimatedTime: '15 minit',
    steps: [{ task: `Tugas ${IMG}`, description: `Buat ${SCRIPT}`, tools: [], alternatives: [] }],
  });
  const prompt = await post(admin, '/api/admin/prompts', {
    title: names.prompt,
    description: `Penerangan ${IMG}`,
    promptText: `Tulis ${SCRIPT} ${IMG}`,
    category: 'Writing',
    difficulty: 'Pemula',
    tools: [],
    usageTips: [`Tip ${IMG}`],
    tags: [`tag${run}`],
  });
  return { names, tool, tutorial, workflow, prompt };
}

/** A member's own words with HTML in them: name, feedback, a suggestion and a remark. */
async function storeMemberText(member: APIRequestContext, run: string, toolId: string) {
  await post(
    member,
    '/api/profile',
    { displayName: IMG, email: '', avatarUrl: '', currentPassword: 'rahsia-e2e' },
    'patch',
  );
  await post(member, '/api/feedback', { type: 'bug', message: `Mesej ${run} ${IMG}` });
  await post(member, '/api/suggestions', {
    type: 'tool',
    title: `Cadangan ${run} ${IMG}`,
    description: `Penerangan ${SCRIPT}`,
    reason: `Sebab ${SCRIPT} ${IMG}`,
  });
  await post(member, '/api/me/favorites', {
    itemType: 'tool',
    itemId: toolId,
    personalRemarks: `Catatan ${IMG}`,
  });
}

test.describe('[security] stored HTML and script show as text', () => {
  test('on the member screens: lists, details, dashboard', async ({
    page,
    admin: _admin,
    createUser,
    pageAs,
  }) => {
    test.slow();
    const run = unique();
    const { names, tool, tutorial, workflow, prompt } = await storeContent(page.request, run);
    const member = await pageAs(await createUser());
    await member.addInitScript(WATCH);
    await storeMemberText(member.request, run, tool.id);

    await showsLiterally(member, `/tools?q=${run}`, [names.tool]);
    await showsLiterally(member, `/tools/${tool.id}`, [
      names.tool,
      `Penerangan ${SCRIPT} ${IMG}`,
      `Ciri ${IMG}`,
      `Catatan ${IMG}`,
    ]);
    await showsLiterally(member, `/learning?q=${run}`, [names.tutorial]);
    await showsLiterally(member, `/learning/${tutorial.id}`, [
      names.tutorial,
      `Langkah ${IMG}`,
      `Buat ${SCRIPT}`,
      `Sumber ${IMG}`,
    ]);
    await showsLiterally(member, `/workflows?q=${run}`, [names.workflow]);
    await showsLiterally(member, `/workflows/${workflow.id}`, [names.workflow, `Tugas ${IMG}`]);
    await showsLiterally(member, `/prompt?q=${run}`, [names.prompt]);
    await showsLiterally(member, `/prompt/${prompt.id}`, [
      names.prompt,
      `Tulis ${SCRIPT} ${IMG}`,
      `Tip ${IMG}`,
    ]);
    await showsLiterally(member, '/dashboard', [IMG, names.tool, `Catatan ${IMG}`]);
  });

  test('on the admin tabs: content, feedback and suggestions', async ({
    page,
    admin: _admin,
    createUser,
    pageAs,
  }) => {
    test.slow();
    await page.addInitScript(WATCH);
    const run = unique();
    const { names, tool } = await storeContent(page.request, run);
    const member = await pageAs(await createUser());
    await storeMemberText(member.request, run, tool.id);

    const tabs: [tab: string, search: string, text: string][] = [
      ['tools', 'Search tools', names.tool],
      ['tutorials', 'Search tutorials', names.tutorial],
      ['workflows', 'Search workflows', names.workflow],
      ['prompts', 'Search prompts', names.prompt],
      ['feedback', 'Search feedback', `Mesej ${run} ${IMG}`],
      ['suggestions', 'Search suggestions', `Cadangan ${run} ${IMG}`],
    ];
    for (const [tab, search, text] of tabs) {
      await page.goto(`/admin?tab=${tab}`);
      await page.getByLabel(search).fill(run);
      await expect(page.getByText(text).first()).toBeVisible();
      await expectNoInjection(page);
    }
    // The suggestion's reason, and the whole feedback message in the dialog an admin opens.
    await expect(page.getByText(`Sebab ${SCRIPT} ${IMG}`).first()).toBeVisible();
    await expectNoInjection(page);
    await page.goto('/admin?tab=feedback');
    await page.getByLabel('Search feedback').fill(run);
    const row = page.getByRole('listitem').filter({ hasText: `Mesej ${run}` });
    await row.getByRole('button', { name: /^View feedback from/ }).click();
    const details = page.getByRole('dialog', { name: 'Feedback Details' });
    await expect(details.getByText(`Mesej ${run} ${IMG}`)).toBeVisible();
    await expectNoInjection(page);
  });
});
