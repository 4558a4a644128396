/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' builds the login build; anything else the public build (spec 1). */
  readonly VITE_LOGIN_FLAG?: string;
}

/** The engine theme's colours as :root custom properties (theme-css-plugin.ts). */
declare module "virtual:vnboard-theme.css";
