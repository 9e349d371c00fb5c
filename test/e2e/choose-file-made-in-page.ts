import type { Locator } from '@playwright/test';

/**
 * Chooses, in the file input `picker`, a file of `size` bytes made in the page: `head` first, `fill` after. A large
 * file handed over DevTools as base64 costs seconds of both processes; made in the page it costs nothing. Resolves to
 * the file's length.
 */
export function chooseFileMadeInPage(
  picker: Locator,
  file: { name: string; type: string; head: number[]; size: number; fill?: number },
): Promise<number> {
  return picker.evaluate((input: HTMLInputElement, { name, type, head, size, fill }) => {
    const bytes = new Uint8Array(size).fill(fill ?? 0);
    bytes.set(head);
    const chosen = new DataTransfer();
    chosen.items.add(new File([bytes], name, { type }));
    input.files = chosen.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return bytes.length;
  }, file);
}
