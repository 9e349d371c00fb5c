// Vite turns `import url from 'x.ttf?url'` into the font's URL in the build (print-fonts.ts).
declare module '*.ttf?url' {
  const url: string;
  export default url;
}
