// Vite turns `import url from 'x.ttf?url'` into the font's URL in the build (print-fonts.ts).
declare module '*.ttf?url' {
  const url: string;
  export default url;
}

// Issue 39: a Chinese font's WOFF2 pieces, as the screens load them (scripts/fonts/font-pieces-plugin.ts).
declare module 'virtual:font-pieces/*' {
  const pieces: import('./han-font-pieces').FontPiece[];
  export default pieces;
}
