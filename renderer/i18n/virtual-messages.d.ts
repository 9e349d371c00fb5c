// K14: one locale's catalogue, compiled at build time by scripts/i18n/messages-plugin.ts.
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}

// K14: one staff screen's English, compiled at build time by scripts/i18n/messages-plugin.ts.
declare module 'virtual:staff-messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
