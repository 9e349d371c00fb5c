import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { extractFile, listPackage } from '@electron/asar';
import { getCurrentFuseWire } from '@electron/fuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { nativeModuleArchs } from '../../../scripts/packaging/native-module-arch';
import { keytarModule } from '../../../scripts/packaging/packaged-app-check';
import { allowPlaceholderFeedFlag } from '../../../scripts/packaging/placeholders';

// What ships: `npm run package` builds the `dir` target from the stub Electron distribution, and the
// app.asar it writes is the one every installer carries. Checked here: the built main, preload and renderer;
// keytar's compiled module beside the archive (without it `npm run package` itself fails, in electron-builder's
// afterPack: scripts/packaging/after-pack.ts); production dependencies only; no source maps, tests, sources, sandbox
// data or secrets; the update feed (this repository's is the placeholder, so the build opts out, and a test shows
// the refusal without the flag); and the fuses, flipped in the (stub) binary by electron-builder from
// electron-builder.yml.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const unpacked = join(root, 'out/linux-unpacked');
const asarPath = join(unpacked, 'resources/app.asar');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  repository: { url: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean; version?: string }>;
};

let files: string[] = [];
const shipped = (path: string) => files.includes(path);
/** Each package folder in the archive, as package-lock.json names it ("node_modules/a/node_modules/@b/c"). */
function packageFolders(): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(1);
    for (let i = 0; i < parts.length - 1; i++) {
      if (parts[i] !== 'node_modules') continue;
      const scoped = parts[i + 1]?.startsWith('@') ?? false;
      const end = i + (scoped ? 3 : 2);
      if (end <= parts.length && parts[end - 1] !== undefined) folders.add(parts.slice(0, end).join('/'));
    }
  }
  return [...folders];
}

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/package.ts', allowPlaceholderFeedFlag], {
    cwd: root,
    timeout: 90_000,
  });
  files = listPackage(asarPath, { isPack: false }).map((file) => file.replaceAll('\\', '/'));
}, 120_000);

describe('the packaged app.asar', () => {
  it('holds the built main, preload and renderer, and only those of our files', () => {
    for (const file of [
      '/package.json',
      '/dist/main/index.js',
      '/dist/preload/index.cjs',
      '/dist/renderer/index.html',
      '/dist/first-screen/render-first-screen.mjs',
    ]) {
      expect(shipped(file), file).toBe(true);
    }
    expect(files.some((file) => /^\/dist\/renderer\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    const ours = files.filter((file) => !file.startsWith('/node_modules'));
    expect(ours.filter((file) => file !== '/package.json' && file !== '/dist' && !file.startsWith('/dist/'))).toEqual([]);
  });

  it("holds keytar's compiled module, unpacked beside the archive and built for the app's CPU (K1)", () => {
    expect(shipped(`/${keytarModule}`)).toBe(true);
    expect(listUnpacked()).toContain(keytarModule);
    expect(nativeModuleArchs(readFileSync(join(`${asarPath}.unpacked`, keytarModule)))).toEqual(['x64']);
  });

  it('has the sandbox compiled into main, with no sandbox sources, seeds or data files beside it', () => {
    const main = extractFile(asarPath, 'dist/main/index.js').toString('utf8');
    // The seeds are code, bundled into main by esbuild (scripts/build-app.ts); nothing under sandbox/ ships.
    expect(main).toContain('sandbox/seeds/demo.ts');
    const outsideDist = files.filter((file) => !file.startsWith('/dist/') && !file.startsWith('/node_modules/'));
    expect(outsideDist.filter((file) => /\/(sandbox|seeds|main|preload|renderer|shared|test)(\/|$)/.test(file))).toEqual([]);
    expect(files.filter((file) => !file.startsWith('/node_modules/') && /\.(json|db|sqlite|csv)$/.test(file))).toEqual(['/package.json']);
  });

  it('carries production dependencies only, and every package main imports', () => {
    // electron-builder lays node_modules out afresh, so each shipped package is matched to package-lock.json by
    // name and version: some copy of it there must be a production (non-dev) install.
    const production = new Set(
      Object.entries(lock.packages)
        .filter(([path, entry]) => path.includes('node_modules/') && entry.dev !== true)
        .map(([path, entry]) => `${path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`),
    );
    const shippedPackages = packageFolders()
      .filter((folder) => shipped(`/${folder}/package.json`))
      .map((folder) => {
        const { name, version } = JSON.parse(extractFile(asarPath, `${folder}/package.json`).toString('utf8')) as {
          name: string;
          version: string;
        };
        return `${name}@${version}`;
      });
    expect(shippedPackages.length).toBeGreaterThan(Object.keys(pkg.dependencies).length);
    expect(shippedPackages.filter((id) => !production.has(id))).toEqual([]);
    for (const name of Object.keys(pkg.devDependencies)) expect(shipped(`/node_modules/${name}`), name).toBe(false);
    for (const name of ['electron', 'vitest', 'playwright', 'typescript', 'esbuild', 'vite', 'electron-builder']) {
      expect(shipped(`/node_modules/${name}`), name).toBe(false);
    }
    for (const name of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.optionalDependencies ?? {})]) {
      expect(shipped(`/node_modules/${name}`), name).toBe(true);
    }
    const main = extractFile(asarPath, 'dist/main/index.js').toString('utf8');
    const imported = new Set([...main.matchAll(/from\s+"([^".][^"]*)"/g)].map((match) => match[1] ?? ''));
    for (const specifier of imported) {
      if (specifier.startsWith('node:') || specifier === 'electron') continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');
      expect(shipped(`/node_modules/${name}/package.json`), specifier).toBe(true);
    }
  });

  it('has no source maps, tests or TypeScript of ours', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => /(^|\/)(test|tests|__tests__|spec)(\/|$)|\.(test|spec)\.[cm]?[jt]sx?$/.test(file))).toEqual([]);
    expect(files.filter((file) => !file.startsWith('/node_modules/') && /\.tsx?$/.test(file))).toEqual([]);
  });

  it('carries each font once, and no .woff: Chromium takes the .woff2 beside it in each @font-face (issue 39)', () => {
    expect(files.filter((file) => file.endsWith('.woff'))).toEqual([]);
    expect(files.some((file) => /^\/dist\/renderer\/assets\/noto-sans-sc-[\w-]+\.woff2$/.test(file))).toBe(true);
    // The PDF's Chinese is drawn from the screens' pieces (han-font.ts): no whole Chinese TrueType file beside them.
    expect(files.filter((file) => /NotoSans(SC|TC|HK)[\w-]*\.(ttf|otf)$/.test(file))).toEqual([]);
  });

  it('is at most 25 MB (issue 39: 44.5 MB, 30.9 MB of it fonts, before each font shipped once)', () => {
    expect(statSync(asarPath).size).toBeLessThanOrEqual(25 * 1000 * 1000);
  });

  it('has nothing secret: no .env, keys, certificates or user data', () => {
    const secret =
      /(^|\/)\.env(\.|$)|\.(pem|key|p12|pfx|crt|cer|keystore|jks)$|(^|\/)id_(rsa|ed25519|ecdsa)|(^|\/)\.npmrc$|staff-profiles\.json$|(^|\/)(state|handout)\.json$/i;
    expect(files.filter((file) => secret.test(file))).toEqual([]);
    const unpackedFiles = existsSync(`${asarPath}.unpacked`) ? listUnpacked() : [];
    expect(unpackedFiles.every((file) => file.startsWith('node_modules/keytar/'))).toBe(true);
  });

  it("names its update feed: electron-builder.yml's GitHub releases, of package.json's repository (opted out of here)", () => {
    const feed = parse(readFileSync(join(unpacked, 'resources/app-update.yml'), 'utf8')) as Record<string, unknown>;
    const [, owner, repo] = /github\.com\/([^/]+)\/([^/.]+)/.exec(pkg.repository.url) ?? [];
    expect(feed).toMatchObject({ provider: 'github', owner, repo });
  });

  it('ships a binary with the fuses flipped as electron-builder.yml says', async () => {
    // FuseV1Options order; 48 is off and 49 on (@electron/fuses).
    const wire = await getCurrentFuseWire(join(unpacked, 'finance-kiosk'));
    expect(wire).toMatchObject({ 0: 48, 1: 49, 2: 48, 3: 48, 4: 49, 5: 49, 7: 48 });
  });
});

describe('npm run package, with the placeholder update feed', () => {
  it('refuses it without the flag, naming the file to edit and the flag, before building anything', async () => {
    const before = statSync(asarPath).mtimeMs;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/package.ts'], { cwd: root, timeout: 60_000 });
    const failure = (await run.then(() => null).catch((error: unknown) => error)) as { code: number; stderr: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('  - package.json: repository is https://github.com/change-me-to-your-github-owner/');
    expect(failure?.stderr).toContain(`pass ${allowPlaceholderFeedFlag} (npm run package -- ${allowPlaceholderFeedFlag})`);
    expect(statSync(asarPath).mtimeMs).toBe(before);
  }, 60_000);
});

describe("the AppImage's desktop entry, as electron-builder writes it from the packed app", () => {
  it('runs AppRun with no --no-sandbox of its own, leaving it to AppRun where user namespaces are refused', async () => {
    const { Arch, Platform, build } = await import('electron-builder');
    let desktop = '';
    // electron-builder hands the computed entry to this hook and, told `true`, stops before building the AppImage.
    await build({
      projectDir: root,
      prepackaged: unpacked,
      targets: Platform.LINUX.createTarget('AppImage', Arch.x64),
      publish: 'never',
      effectiveOptionComputed: (options: { desktop?: string }) => {
        desktop = options.desktop ?? desktop;
        return Promise.resolve(options.desktop !== undefined);
      },
    });
    expect(desktop.split('\n')).toContain('Exec=AppRun %U');
  }, 60_000);
});

describe('electron-builder.yml', () => {
  const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
  const targets = (platform: string) => (config[platform] as { target: unknown }).target;

  it('sets the fuses a showroom build needs', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.npmRebuild).toBe(false);
    expect(config.asar).toBe(true);
  });

  it('builds AppImage and deb, nsis, and dmg and zip (what electron-updater downloads on macOS) for x64 and arm64, with an icon', () => {
    expect(targets('linux')).toEqual(['AppImage', 'deb']);
    expect(targets('win')).toEqual(['nsis']);
    expect(targets('mac')).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ]);
    expect(config.icon).toBe('build/icon.png');
    const png = readFileSync(join(root, 'build/icon.png'));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});

describe('electron-builder.yml, for a fleet', () => {
  const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
  const mac = config.mac as Record<string, unknown>;

  it('checks every packed app in its afterPack hook', () => {
    expect(config.afterPack).toBe('./scripts/packaging/after-pack-hook.mjs');
    expect(existsSync(join(root, 'scripts/packaging/after-pack-hook.mjs'))).toBe(true);
  });

  it("installs on Windows with one click for the laptop's user, so a silent update needs no elevation", () => {
    expect(config.nsis).toEqual({ oneClick: true, perMachine: false });
  });

  it("signs Windows through Azure Trusted Signing, with the publisher pinned for electron-updater's check", () => {
    const win = config.win as Record<string, unknown>;
    expect(Object.keys(win.azureSignOptions as object).sort()).toEqual([
      'certificateProfileName',
      'codeSigningAccountName',
      'endpoint',
      'publisherName',
    ]);
    // No certificate file; and the update check left on, so app-update.yml carries the publisher name.
    expect(Object.keys(win).filter((key) => /signtool|csc|verifyUpdateCodeSignature|sign/i.test(key))).toEqual(['azureSignOptions']);
  });

  it('publishes to a draft GitHub release, which the release workflow publishes when every OS has uploaded', () => {
    expect(config.publish).toEqual({ provider: 'github', releaseType: 'draft' });
  });

  it('signs macOS apps with the hardened runtime, entitled to the camera, and says why it wants it', () => {
    expect(mac).toMatchObject({
      hardenedRuntime: true,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
    });
    expect((mac.extendInfo as Record<string, string>).NSCameraUsageDescription).toMatch(/photographs invoices/);
    const plist = readFileSync(join(root, 'build/entitlements.mac.plist'), 'utf8');
    const granted = [...plist.matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((match) => match[1]);
    expect(granted.sort()).toEqual([
      'com.apple.security.cs.allow-jit',
      'com.apple.security.cs.allow-unsigned-executable-memory',
      'com.apple.security.device.camera',
    ]);
  });
});

function listUnpacked(): string[] {
  return readdirSync(`${asarPath}.unpacked`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(`${asarPath}.unpacked/`.length));
}
