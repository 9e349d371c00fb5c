import { builtinEnvironments, type Environment } from 'vitest/runtime';

// happy-dom's page, with modules transformed as the unit tests' are (Vite's server side): the client side's import
// analysis takes the catalogue plugin's watched folders (virtual:messages, K14) for imports and fails on them.
export default { ...builtinEnvironments['happy-dom'], viteEnvironment: 'ssr' } satisfies Environment;
