import { contentCrud } from '../../admin/content.js';
import { WORKFLOW } from '../../content/workflows.js';

/** The Workflows tab (docs/product.md#workflows Add Workflow and Edit Workflow). */
export const workflowAdmin = contentCrud(WORKFLOW);
