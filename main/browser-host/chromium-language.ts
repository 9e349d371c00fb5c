// The browser host's Chromium speaks en-AU whatever the machine's language: `--lang` is its interface language
// (Windows and macOS; on Linux Chromium takes that from the environment), and `--accept-lang` what pages are told,
// navigator.language and Accept-Language (measured on Linux too). Dates in forms are typed day first either way (D4).
export const chromiumLanguageFlags: readonly string[] = ['--lang=en-AU', '--accept-lang=en-AU,en'];
