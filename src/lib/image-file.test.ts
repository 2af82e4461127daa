import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('sets the limit at exactly 5 MB (5,242,880 bytes)', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 5_242_880 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 5_242_881 })).toBe('size');
    expect(imageProblem({ type: 'image/png', size: 0 })).toBeNull();
  });

  it('reads a file as a data URL for the preview', async () => {
    expect(await readAsDataUrl(new Blob(['hi'], { type: 'image/png' }))).toBe('data:image/png;base64,aGk=');
  });
});

describe('readAsDataUrl when reading goes wrong', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A FileReader that ends the way a test says. */
  const readerThat = (
    end: (reader: { result: unknown; error: unknown; onload: () => void; onerror: () => void }) => void,
  ) =>
    class {
      result: unknown = null;
      error: unknown = null;
      onload = () => undefined;
      onerror = () => undefined;
      readAsDataURL() {
        end(this);
      }
    };

  it('fails with the reader error', async () => {
    const failure = new DOMException('The file could not be read.', 'NotReadableError');
    vi.stubGlobal(
      'FileReader',
      readerThat((reader) => ((reader.error = failure), reader.onerror())),
    );
    await expect(readAsDataUrl(new Blob(['x']))).rejects.toBe(failure);
  });

  it('fails with its own error when the reader gives none', async () => {
    vi.stubGlobal(
      'FileReader',
      readerThat((reader) => reader.onerror()),
    );
    await expect(readAsDataUrl(new Blob(['x']))).rejects.toThrow('read failed');
  });

  it('gives an empty preview when the result is not text', async () => {
    vi.stubGlobal(
      'FileReader',
      readerThat((reader) => ((reader.result = new ArrayBuffer(1)), reader.onload())),
    );
    await expect(readAsDataUrl(new Blob(['x']))).resolves.toBe('');
  });
});
