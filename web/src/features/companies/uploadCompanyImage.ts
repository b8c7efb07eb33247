/** Header the gateway requires on an upload, so a form on another site cannot post one. */
const uploadHeader = 'x-rasad-upload';

export type UploadResult = { ok: true; fileId: string } | { ok: false; message: string | undefined };

/**
 * Sends an image for the company page to the gateway (`POST /company-files`), which passes it to the business
 * service with the signed-in user's session; the service checks the role, the type by its bytes and the size.
 */
export async function uploadCompanyImage(
  companyId: string,
  kind: 'logo' | 'pictures',
  file: File,
): Promise<UploadResult> {
  try {
    const response = await fetch(`/company-files?company=${encodeURIComponent(companyId)}&kind=${kind}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        [uploadHeader]: '1',
        'content-type': 'application/octet-stream',
        'accept-language': document.documentElement.lang || 'fa-IR',
      },
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as { fileId?: string; message?: string };
    if (response.ok && body.fileId) return { ok: true, fileId: body.fileId };
    return { ok: false, message: body.message };
  } catch {
    return { ok: false, message: undefined };
  }
}
