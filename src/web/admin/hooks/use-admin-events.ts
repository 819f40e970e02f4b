import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ADMIN_RESOURCES, ChangeEvent, STREAM_REPLACED_EVENT } from '@shared/admin';
import { refreshAdminResource } from '../api/resource';

export const ADMIN_EVENTS_URL = '/api/admin/events';

function parseChange(data: string) {
  try {
    const parsed = ChangeEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Live changes while the admin panel is open (docs/product.md#admin-panel: lists, counts and the pending-user count
 * refresh on changes). Each `change` event names a resource whose queries refresh. EventSource
 * reconnects by itself; what changed while it was away is unknown, so everything refreshes then.
 * An admin's newest few panels are live: an older one is told it was replaced and stops listening
 * (reconnecting would only end another).
 */
export function useAdminEvents() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(ADMIN_EVENTS_URL);
    let lost = false;
    const onChange = (event: MessageEvent<string>) => {
      const change = parseChange(event.data);
      if (change) void refreshAdminResource(client, change.resource);
    };
    const onError = () => {
      lost = true;
    };
    const onOpen = () => {
      if (lost) ADMIN_RESOURCES.forEach((r) => void refreshAdminResource(client, r));
      lost = false;
    };
    source.addEventListener('change', onChange);
    source.addEventListener('error', onError);
    source.addEventListener('open', onOpen);
    source.addEventListener(STREAM_REPLACED_EVENT, () => source.close());
    return () => source.close();
  }, [client]);
}
