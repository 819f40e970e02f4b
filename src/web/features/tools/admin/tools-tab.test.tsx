// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { ToolResponse } from '@shared/tools';
import { CRUD_MESSAGES as C } from '../../../admin/components/messages';
import { TOOLS_ADMIN_MESSAGES } from './messages';
import {
  CATEGORY_ROUTES,
  renderAdmin,
  setupAdminTests,
  submitForm,
  typeInto,
} from '../../../admin/test-utils';
import { ToolsTab } from './tools-tab';
import { apiError, stubApi, page, reply } from '../../../lib/test-api';

const F = TOOLS_ADMIN_MESSAGES.form;

const toolOf = (overrides: Partial<ToolResponse> = {}): ToolResponse => ({
  id: 't1',
  name: 'ChatGPT',
  website: 'https://chat.openai.com',
  logoUrl: null,
  mainFunction: null,
  description: 'Pembantu AI',
  category: 'Writing',
  pricing: 'Freemium',
  rating: 4.5,
  keyFeatures: [],
  alternatives: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function renderTab(routes: Parameters<typeof stubApi>[0]) {
  stubApi({ 'GET /api/admin/tools': () => page([toolOf()]), ...CATEGORY_ROUTES, ...routes });
  renderAdmin(<ToolsTab />);
}

/** Opens Add Tool and fills in what adding needs: a name and a category. */
async function fillNewTool() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Tool' }));
  typeInto(F.name, 'Cursor');
  await screen.findByRole('option', { name: 'Coding' });
  fireEvent.change(screen.getByLabelText(F.category), { target: { value: 'Coding' } });
}

setupAdminTests();

describe('Tools tab toasts (docs/product.md#admin-panel "Admin": the tool-specific words)', () => {
  it("says 'Tool ditambah!' when a tool is added", async () => {
    renderTab({ 'POST /api/admin/tools': () => reply(201, toolOf({ id: 't2', name: 'Cursor' })) });
    await fillNewTool();
    await submitForm();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tool ditambah!'));
  });

  it("a refused add is titled 'Ralat' with the product's sentence; the field shows the reason", async () => {
    const taken = 'Nama sudah digunakan';
    renderTab({
      'POST /api/admin/tools': () =>
        reply(409, { error: { code: 'conflict', message: taken, fields: { name: taken } } }),
    });
    await fillNewTool();
    await submitForm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Ralat', {
        description: 'Terdapat masalah semasa menambah tool.',
      }),
    );
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add Tool' })).toBeTruthy();
  });

  it('a failed add no field can show keeps the reason after the sentence', async () => {
    renderTab({ 'POST /api/admin/tools': () => apiError(409, 'Cuba lagi') });
    await fillNewTool();
    await submitForm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Ralat', {
        description: 'Terdapat masalah semasa menambah tool. Cuba lagi',
      }),
    );
  });

  it('a refused add naming a field the form lacks keeps the reason after the sentence', async () => {
    const reason = 'Pautan sudah digunakan';
    renderTab({
      'POST /api/admin/tools': () =>
        reply(409, { error: { code: 'conflict', message: reason, fields: { slug: reason } } }),
    });
    await fillNewTool();
    await submitForm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Ralat', {
        description: `Terdapat masalah semasa menambah tool. ${reason}`,
      }),
    );
    expect(screen.getByRole('heading', { name: 'Add Tool' })).toBeTruthy();
  });

  it("says 'Tool updated successfully!' on an edit and 'Failed to update tool' when refused", async () => {
    let refuse = true;
    renderTab({
      'PUT /api/admin/tools/:id': () => (refuse ? apiError(409, 'Bertembung') : toolOf()),
    });
    fireEvent.click(await screen.findByRole('button', { name: C.editItem('ChatGPT') }));
    await submitForm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update tool', {
        description: 'Bertembung',
      }),
    );
    refuse = false;
    await submitForm();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tool updated successfully!'));
  });
});
