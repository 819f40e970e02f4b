import { contentCrud } from '../../admin/content.js';
import { TOOL } from '../../content/tools.js';

/** The Tools tab (docs/product.md#tools Add Tool and tool edit). */
export const toolAdmin = contentCrud(TOOL);
