import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportPreviewResponse,
  ImportRequest,
  ImportResultResponse,
  TransferResource,
} from '@shared/transfer';
import { api } from '../../lib/api-client';
import { adminPath, refreshAdminResource } from './resource';

/** POST /api/admin/{resource}/import/preview: each row's status and errors; nothing written. */
export const previewImport = (resource: TransferResource, body: ImportRequest) =>
  api<ImportPreviewResponse>(`${adminPath(resource)}/import/preview`, { method: 'POST', body });

export function usePreviewImport(resource: TransferResource) {
  return useMutation({ mutationFn: (body: ImportRequest) => previewImport(resource, body) });
}

export const importContent = (resource: TransferResource, body: ImportRequest) =>
  api<ImportResultResponse>(`${adminPath(resource)}/import`, { method: 'POST', body });

/** POST /api/admin/{resource}/import (all rows or none); resolves once the lists have refreshed. */
export function useImportContent(resource: TransferResource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => importContent(resource, body),
    onSuccess: () => refreshAdminResource(client, resource),
  });
}
