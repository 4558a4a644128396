/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** '1' builds the login build; anything else the public build (spec 1). */
  readonly VITE_LOGIN_FLAG?: string;
}
