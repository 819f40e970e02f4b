import { createHash } from 'node:crypto';
import { isHttpUrl } from '../../../shared/urls.js';
import type { LinkKind, LinkItemType, LinkedItem } from '../../../shared/link-health.js';
import type { DB } from '../../db/connect.js';
import { fromJsonList } from '../../db/helpers.js';

/** One link of one item, as the panel lists it, and the address actually asked for. */
export interface Link {
  key: string;
  itemType: LinkItemType;
  itemId: string;
  kind: LinkKind;
  /** What the admin wrote (a video's watch page for a video id). */
  url: string;
  /** What is requested: the link itself, or YouTube's oEmbed answer for a video. */
  checkUrl: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** YouTube answers 401 or 404 here for a video that is gone or private. */
export const oembedUrl = (endpoint: string, id: string) => {
  const url = new URL(endpoint);
  url.searchParams.set('format', 'json');
  url.searchParams.set('url', watchUrl(id));
  return url.href;
};

function link(
  itemType: LinkItemType,
  itemId: string,
  kind: LinkKind,
  url: string,
  checkUrl = url,
): Link {
  const key = createHash('sha256')
    .update(JSON.stringify([itemType, itemId, kind, url]))
    .digest('hex');
  return { key, itemType, itemId, kind, url, checkUrl };
}

/**
 * Every link in the content (or of one item): each tool's website, each tutorial's resource
 * links and video. Only http(s) addresses (what the forms accept; older rows may hold others) are
 * ever checked.
 */
export async function gatherLinks(
  db: DB,
  oembedEndpoint: string,
  only?: LinkedItem,
): Promise<Link[]> {
  const links: Link[] = [];
  const wanted = (type: LinkItemType) => !only || only.itemType === type;
  const tools = !wanted('tools')
    ? []
    : await db
        .selectFrom('tools')
        .select(['id', 'website'])
        .where('website', 'is not', null)
        .$if(only !== undefined, (q) => q.where('id', '=', only!.itemId))
        .execute();
  for (const tool of tools) {
    if (tool.website && isHttpUrl(tool.website))
      links.push(link('tools', tool.id, 'website', tool.website));
  }
  const tutorials = !wanted('tutorials')
    ? []
    : await db
        .selectFrom('tutorials')
        .select(['id', 'youtube_id', 'resources'])
        .$if(only !== undefined, (q) => q.where('id', '=', only!.itemId))
        .execute();
  for (const tutorial of tutorials) {
    const urls = new Set<string>();
    for (const resource of fromJsonList(tutorial.resources)) {
      const url = (resource as { url?: unknown } | null)?.url;
      if (typeof url === 'string' && isHttpUrl(url)) urls.add(url);
    }
    for (const url of urls) links.push(link('tutorials', tutorial.id, 'resource', url));
    const id = tutorial.youtube_id?.trim();
    if (id && VIDEO_ID.test(id)) {
      links.push(
        link('tutorials', tutorial.id, 'video', watchUrl(id), oembedUrl(oembedEndpoint, id)),
      );
    }
  }
  return links;
}
