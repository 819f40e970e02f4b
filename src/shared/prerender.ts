/**
 * The script element (type application/json) in which a prerendered page carries the site
 * settings it was rendered with (docs/architecture.md#first-paint): written by the server,
 * read by the browser before it hydrates the page.
 */
export const SITE_DATA_ID = 'site-data';
