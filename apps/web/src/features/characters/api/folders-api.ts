import type { Folder } from '@vitae/core';
import type { FoldersResponse } from '@vitae/core/api';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export function fetchFolders(): Promise<ApiResult<FoldersResponse>> {
  return apiRequest('GET', '/folders');
}

export function saveFolders(folders: readonly Folder[]): Promise<ApiResult<FoldersResponse>> {
  return apiRequest('PUT', '/folders', { body: { folders: folders.map(({ name, open }) => ({ name, open })) } });
}
