/**
 * Hands an in-memory file to the browser's own download (Electron asks where to save it), which the person chose to
 * keep. Chromium resolves a blob URL as the click starts the download, so the object URL is revoked at once (K4).
 */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}
