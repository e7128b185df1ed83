/** The icon sprite's address, set at build by vite.icons.ts (its name carries the content's hash). */
declare const __ICON_SPRITE__: string;
