// K14: the script fonts' stylesheets, which Vite turns into their own CSS chunks.
declare module '@fontsource/*.css';
