import { tsImport } from 'tsx/esm/api';

// What electron-builder.yml's afterPack names: it loads the TypeScript hook (after-pack.ts) through tsx, so plain
// `npx electron-builder` runs the check on any OS and Node, as `npm run package` and the release workflow do.
const { default: afterPack } = await tsImport('./after-pack.ts', import.meta.url);
export default afterPack;
