// The renderer's base stylesheet first, as renderer/main.tsx has it: the capture's own styles build on it.
import '../../../renderer/styles/base.css';
import { createElement, StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { prepareCapture, uploadBody } from '../../../renderer/capture/prepare';
import { maxLongEdge } from '../../../renderer/capture/compress';
import { captureScannedJpeg } from '../../../renderer/capture/scan/scanned-capture';
import { scanPage } from '../../../renderer/capture/scan/scan-page';
import { kiosk } from '../../../renderer/kiosk';
import { useKioskEvents } from '../../../renderer/kiosk-events';
import { wipeQueriesWithCustomer } from '../../../renderer/queries/customer-wipe';
import { createKioskQueryClient } from '../../../renderer/queries/kiosk-query-client';
import { InvoiceCapture } from '../../../renderer/screens/capture/invoice-capture';
import { createKioskStore, KioskStoreContext } from '../../../renderer/store/kiosk-store';

// Test-only page: the capture component alone, served by a browser host (training mode) so it talks to the
// embedded sandbox over the real bridge. The application comes from the address: /#application=1001.

declare global {
  interface Window {
    uploaded: string[];
    unmountCapture: () => void;
    liveCameraTracks: () => number;
    benchCapture: (
      pages: number,
      source: 'camera' | 'dense',
    ) => Promise<{
      captureMs: number;
      pdfMs: number;
      uploadMs: number;
      totalMs: number;
      bytes: number;
      pageBytes: number[];
      /** What each page keeps of its frame as taken, for Adjust corners. */
      keptFrameBytes: number[];
      /** From the start until the last kept frame's JPEG, encoded after its page is listed, was ready. */
      keptFramesMs: number;
      width: number;
      height: number;
    }>;
    benchScan: (runs: number) => Promise<{
      /** scanPage alone on the frame's pixels: find, straighten, lift contrast, check. */
      scanMs: number[];
      /** The whole capture of one page as the screen does it: draw, read back, scan, encode the page's JPEG, then the kept frame's. */
      captureMs: number[];
      width: number;
      height: number;
      page: { width: number; height: number } | null;
      problems: string[];
    }>;
    benchPhotos: (
      photos: { name: string; jpegBase64: string }[],
      runs: number,
    ) => Promise<{ name: string; width: number; height: number; found: boolean; scanMs: number[] }[]>;
  }
}

// Every camera track the page is given, so a test can see the component stop them.
const tracks: MediaStreamTrack[] = [];
const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
navigator.mediaDevices.getUserMedia = async (constraints) => {
  const stream = await getUserMedia(constraints);
  tracks.push(...stream.getTracks());
  return stream;
};
window.liveCameraTracks = () => tracks.filter((track) => track.readyState === 'live').length;

function KioskEvents() {
  useKioskEvents();
  return null;
}

const applicationId = new URLSearchParams(location.hash.slice(1)).get('application') ?? '';
window.uploaded = [];
kiosk();

const root = document.getElementById('root');
if (root) {
  const content = createElement('main', { className: 'content' }, [
    // As app.tsx has it: main's pushed events into the store, so a queued upload is seen to go (K8).
    createElement(KioskEvents, { key: 'events' }),
    createElement('h1', { key: 'title' }, `Application ${applicationId}`),
    createElement(InvoiceCapture, { key: 'capture', applicationId, onUploaded: (document) => window.uploaded.push(document.filename) }),
  ]);
  // As renderer/main.tsx has it: a store and a query cache of the page's own, wiped together (K4).
  const store = createKioskStore();
  const queryClient = createKioskQueryClient();
  wipeQueriesWithCustomer(store, queryClient);
  const reactRoot = createRoot(root);
  reactRoot.render(
    createElement(
      StrictMode,
      null,
      createElement(KioskStoreContext, { value: store }, createElement(QueryClientProvider, { client: queryClient }, content)),
    ),
  );
  window.unmountCapture = () => reactRoot.unmount();
}

/** capture → (PDF) → upload with the same parts the component uses, timed in the page (test/bench/capture.bench.ts). */
window.benchCapture = async (count, source) => {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false });
  const video = document.createElement('video');
  video.muted = true;
  video.srcObject = stream;
  await video.play();
  // The fake camera's test pattern is mostly flat colour; 'dense' is a 1080p frame of small print and sensor
  // noise, closer to what a photographed invoice costs in bytes.
  const frame = source === 'dense' ? densePage(video.videoWidth, video.videoHeight) : video;
  try {
    const start = performance.now();
    const pages = [];
    const keptFramesReady: Promise<number>[] = [];
    for (let index = 0; index < count; index++) {
      const page = await captureScannedJpeg(frame, video.videoWidth, video.videoHeight);
      pages.push(page);
      keptFramesReady.push(page.frame.jpeg.then(() => performance.now()));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const captured = performance.now();
    const file = await prepareCapture(pages, 'INVOICE');
    const body = uploadBody(applicationId, 'INVOICE', file);
    if (!body.ok) throw new Error(body.message);
    const assembled = performance.now();
    const result = await kiosk().documents.upload(body.body);
    if (!result.ok) throw new Error(result.error.message);
    const sent = performance.now();
    const keptFrames = await Promise.all(pages.map((page) => page.frame.jpeg));
    return {
      captureMs: captured - start,
      pdfMs: assembled - captured,
      uploadMs: sent - assembled,
      totalMs: sent - start,
      bytes: file.bytes.length,
      pageBytes: pages.map((page) => page.bytes.length),
      keptFrameBytes: keptFrames.map((jpeg) => jpeg.size),
      keptFramesMs: Math.max(...(await Promise.all(keptFramesReady))) - start,
      width: video.videoWidth,
      height: video.videoHeight,
    };
  } finally {
    stream.getTracks().forEach((track) => track.stop());
  }
};

/** The scan's cost per page on a 1080p photograph of a page (turned 8°, shadowed, on a desk), timed in the page. */
window.benchScan = async (runs) => {
  const photo = photographedPage(1920, 1080);
  const context = photo.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const pixels = context.getImageData(0, 0, photo.width, photo.height);
  const scanMs: number[] = [];
  const captureMs: number[] = [];
  let last = scanPage(pixels, maxLongEdge);
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    last = scanPage(pixels, maxLongEdge);
    scanMs.push(performance.now() - start);
    const captureStart = performance.now();
    const captured = await captureScannedJpeg(photo, photo.width, photo.height);
    await captured.frame.jpeg;
    captureMs.push(performance.now() - captureStart);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return {
    scanMs,
    captureMs,
    width: photo.width,
    height: photo.height,
    page: last.corners ? { width: last.image.width, height: last.image.height } : null,
    problems: last.problems.map((problem) => problem.kind),
  };
};

/**
 * The scan's cost per page on real photographs (test/fixtures/photos), each scaled to fit a 1080p frame the way it
 * stands (1920 × 1080 lying, 1080 × 1920 upright), as a webcam of that size would give it; timed in the page.
 */
window.benchPhotos = async (photos, runs) => {
  const results = [];
  for (const { name, jpegBase64 } of photos) {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(jpegBase64), (char) => char.charCodeAt(0))]));
    const [maxWidth, maxHeight] = bitmap.width >= bitmap.height ? [1920, 1080] : [1080, 1920];
    const scale = Math.min(1, maxWidth / bitmap.width, maxHeight / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    let found = scanPage(pixels, maxLongEdge).corners !== null; // warm-up
    const scanMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      found = scanPage(pixels, maxLongEdge).corners !== null;
      scanMs.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    results.push({ name, width: canvas.width, height: canvas.height, found, scanMs });
  }
  return results;
};

/** A sheet of small print turned 8° on a grained desk, a shadow over its right side, with sensor noise. */
function photographedPage(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#54402f';
  context.fillRect(0, 0, width, height);
  for (let streak = 0; streak < height; streak += 6) {
    context.fillStyle = `rgb(0 0 0 / ${(streak * 7) % 13}%)`;
    context.fillRect(0, streak, width, 3);
  }
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate((8 * Math.PI) / 180);
  const pageHeight = height * 0.88;
  const pageWidth = pageHeight / Math.SQRT2;
  context.fillStyle = '#f2f0e9';
  context.fillRect(-pageWidth / 2, -pageHeight / 2, pageWidth, pageHeight);
  context.fillStyle = '#222';
  context.font = '13px sans-serif';
  for (let line = 0; line * 19 < pageHeight - 90; line++)
    context.fillText(
      `Item ${line + 1}  Solar panel 440 W, qty ${(line % 7) + 1}  $${(199 + line * 3.7).toFixed(2)}`,
      -pageWidth / 2 + 50,
      -pageHeight / 2 + 60 + line * 19,
    );
  context.restore();
  const shadow = context.createLinearGradient(width * 0.4, 0, width, 0);
  shadow.addColorStop(0, 'rgb(0 0 0 / 0%)');
  shadow.addColorStop(1, 'rgb(0 0 0 / 45%)');
  context.fillStyle = shadow;
  context.fillRect(0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  let seed = 7;
  for (let index = 0; index < image.data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const noise = (seed % 9) - 4;
    image.data[index] = (image.data[index] ?? 0) + noise;
    image.data[index + 1] = (image.data[index + 1] ?? 0) + noise;
    image.data[index + 2] = (image.data[index + 2] ?? 0) + noise;
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

function densePage(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#f4f1ea';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#222';
  context.font = '18px sans-serif';
  for (let line = 0; line * 24 < height - 40; line++) {
    context.fillText(
      `Item ${line + 1}  Solar panel 440 W mono, qty ${(line % 7) + 1}, unit $${(199 + line * 3.7).toFixed(2)}  GST incl.  SKU-${100000 + line * 37}`,
      40,
      40 + line * 24,
    );
    context.fillText(`$${(1234.56 + line * 17.3).toFixed(2)}`, width - 200, 40 + line * 24);
  }
  const image = context.getImageData(0, 0, width, height);
  let seed = 1;
  for (let index = 0; index < image.data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const noise = (seed % 17) - 8;
    image.data[index] = (image.data[index] ?? 0) + noise;
    image.data[index + 1] = (image.data[index + 1] ?? 0) + noise;
    image.data[index + 2] = (image.data[index + 2] ?? 0) + noise;
  }
  context.putImageData(image, 0, 0);
  return canvas;
}
