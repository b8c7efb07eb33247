/** The images a company page accepts: at most 2 MB of PNG, JPEG or WebP, told by their own bytes. */
export const maxUploadBytes = 2 * 1024 * 1024;

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];

/** The image type the bytes themselves show (magic numbers), whatever the sender claimed; null for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}
