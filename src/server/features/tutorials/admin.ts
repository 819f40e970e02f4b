import { contentCrud } from '../../admin/content.js';
import { TUTORIAL } from '../../content/tutorials.js';

/** The Tutorials tab (docs/product.md#tutorials Add or edit Tutorial). */
export const tutorialAdmin = contentCrud(TUTORIAL);
