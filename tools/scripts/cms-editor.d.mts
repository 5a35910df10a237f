export class CmsEditorError extends Error {
  status: number;
  body: { error?: { status: number; name: string; message: string; details?: unknown } } | null;
}

export interface CmsEditor {
  get(path: string): Promise<any>;
  put(path: string, data: Record<string, unknown>): Promise<any>;
  post(path: string, data: Record<string, unknown>): Promise<any>;
  delete(path: string): Promise<any>;
  close(): Promise<void>;
}

export function openCmsEditor(options?: { cmsUrl?: string; email?: string; password?: string }): Promise<CmsEditor>;
