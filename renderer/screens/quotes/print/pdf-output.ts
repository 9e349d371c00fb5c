// K4: the saved quote exists only as an in-memory blob until the download takes it; nothing is written by main.

/**
 * "Save PDF": the browser's own download of the blob, which the person chose to keep. Chromium (and so Electron)
 * resolves a blob URL when the click starts the download, so the object URL is revoked at once.
 */
export function savePdf(bytes: Uint8Array, filename: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}
