import type { Page } from '@playwright/test';

// A camera that films a page: getUserMedia answers with a canvas's stream, on which an invoice-like sheet lies
// turned on a dark desk. `window.fakeScene` picks what the camera sees, so a test can change it between captures:
// 'sharp', 'blurred' (out of focus) or 'dark' (a dim room). The scan works on these frames exactly as on a webcam's.

export type FakeScene = 'sharp' | 'blurred' | 'dark';

declare global {
  interface Window {
    fakeScene: FakeScene;
  }
}

/** Installs the page camera before the page's own scripts run, showing `scene` first. */
export async function usePageCamera(page: Page, scene: FakeScene): Promise<void> {
  await page.addInitScript((first: FakeScene) => {
    window.fakeScene = first;
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    const drawn = new Map<FakeScene, HTMLCanvasElement>();
    // Each scene is drawn once (a 5 px blur is slow in software) and copied onto the camera's canvas a few times a second.
    const sceneCanvas = (scene: FakeScene): HTMLCanvasElement => {
      const ready = drawn.get(scene);
      if (ready) return ready;
      const picture = document.createElement('canvas');
      picture.width = 1280;
      picture.height = 720;
      const context = picture.getContext('2d');
      if (context) {
        context.filter = scene === 'blurred' ? 'blur(5px)' : 'none';
        context.fillStyle = '#4a3a2c';
        context.fillRect(0, 0, 1280, 720);
        context.save();
        context.translate(640, 360);
        context.rotate((7 * Math.PI) / 180);
        context.fillStyle = '#f1efe8';
        context.fillRect(-215, -300, 430, 600);
        context.fillStyle = '#222';
        context.font = '15px sans-serif';
        for (let line = 0; line < 22; line++)
          context.fillText(
            `Item ${line + 1}  Panel 440 W, qty ${(line % 5) + 1}  $${(199 + line * 3.7).toFixed(2)}`,
            -180,
            -250 + line * 24,
          );
        context.restore();
        if (scene === 'dark') {
          context.filter = 'none';
          context.fillStyle = 'rgb(0 0 0 / 82%)';
          context.fillRect(0, 0, 1280, 720);
        }
      }
      drawn.set(scene, picture);
      return picture;
    };
    const context = canvas.getContext('2d');
    const draw = () => context?.drawImage(sceneCanvas(window.fakeScene), 0, 0);
    draw();
    setInterval(draw, 100);
    // A fresh stream per call: the screen stops every track it is given when it lets the camera go.
    navigator.mediaDevices.getUserMedia = () => Promise.resolve(canvas.captureStream(10));
  }, scene);
}

/** Turns the camera to `scene` and waits until the preview has shown a few of its frames, so a capture sees it. */
export async function showScene(page: Page, scene: FakeScene): Promise<void> {
  await page.evaluate(async (next: FakeScene) => {
    window.fakeScene = next;
    const video = document.querySelector('video');
    if (!video) throw new Error('The camera preview is not showing.');
    for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => video.requestVideoFrameCallback(resolve));
  }, scene);
}
