import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageProblem, readAsDataUrl } from './image-file';

describe('imageProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(imageProblem({ type, size: 1 })).toBeNull();
      expect(imageProblem({ type, size: IMAGE_MAX_BYTES })).toBeNull();
    }
  });
  it('refuses other types and files over 5 MB', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('size');
  });
  it('reads a file as a data URL for the preview', async () => {
    expect(await readAsDataUrl(new Blob(['hi'], { type: 'image/png' }))).toBe('data:image/png;base64,aGk=');
  });
});
