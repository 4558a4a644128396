/**
 * Build mode (spec 1 and 9): the public build is the default (flag 2); the login build is flag '1',
 * chosen at build time with the environment variable VITE_LOGIN_FLAG=1 (`npm run build:login`).
 */
export const LOGIN_FLAG: "1" | "2" = import.meta.env.VITE_LOGIN_FLAG === "1" ? "1" : "2";

export const IS_LOGIN_BUILD = LOGIN_FLAG === "1";
