// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ToolResponse } from '@shared/tools';
import { page, stubApi } from '../../lib/test-api';
import { toolOf } from '../../lib/test-data';
import type { AdminFormProps } from '../components/admin-form';
import { crudLabels } from '../components/messages';
import { CrudTab } from '../components/crud-tab';
import { renderAdmin, setupAdminTests } from '../test-utils';

// Issue 23: the Link Health tab's Edit links open an item's form from the address.

function NameForm({ item }: AdminFormProps<ToolResponse, { name: string }>) {
  return <p>Editing {item?.name ?? 'nothing'}</p>;
}

setupAdminTests();

describe('/admin?tab=tools&edit={id}', () => {
  it("opens that item's edit form, fetched by its id", async () => {
    const requests = stubApi({
      'GET /api/admin/tools': () => page([]),
      'GET /api/admin/tools/:id': ({ params }) => toolOf({ id: params.id!, name: 'Alat Jauh' }),
    });
    renderAdmin(
      <CrudTab<ToolResponse, { name: string }>
        resource="tools"
        labels={crudLabels('Tool', 'tools')}
        itemName={(t) => t.name}
        renderItem={(t) => <h3>{t.name}</h3>}
        Form={NameForm}
      />,
      { at: '/admin?tab=tools&edit=t9' },
    );
    expect(await screen.findByText('Editing Alat Jauh')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/admin/tools/t9')).toBe(true);
  });
});
