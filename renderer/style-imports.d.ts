// Stylesheets imported for their effect (the screens' own and the script fonts'): Vite bundles them and fails on a
// missing one; TypeScript 7 checks that side-effect imports resolve, and has no CSS of its own to resolve them to.
declare module '*.css';
