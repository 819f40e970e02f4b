import type { ToolResponse } from '@shared/tools';
import { CrudTab } from '../../../admin/components/crud-tab';
import { TOOLS_ADMIN_MESSAGES as M } from './messages';
import { AdminToolCard } from './admin-tool-card';
import { ToolForm, type ToolBody } from './tool-form';

/** The Tools tab: list, Add Tool form and edit form (docs/product.md#admin-panel). */
export function ToolsTab() {
  return (
    <CrudTab<ToolResponse, ToolBody>
      resource="tools"
      labels={M.labels}
      formMessages={M.form}
      itemName={(tool) => tool.name}
      renderItem={(tool, actions) => <AdminToolCard tool={tool} actions={actions} />}
      Form={ToolForm}
    />
  );
}
