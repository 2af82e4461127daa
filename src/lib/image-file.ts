/**
 * Checks an image the user picked before it is uploaded (deposit voucher, avatar, identity
 * documents): only JPEG, PNG or WebP, and at most 5 MB (the provider accepts 10 MB).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageProblem = 'type' | 'size';

/** Why a file cannot be used, or null when it can. */
export const imageProblem = (file: Pick<File, 'type' | 'size'>): ImageProblem | null => {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
};

/** The file as a data: URL, for a preview. */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
