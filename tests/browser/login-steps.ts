import type { Page } from "playwright-core";

/** The reference server's demo account (docs/server.md). */
export const DEMO_USER = { username: "demo", password: "Demo@1234" } as const;

/** Fills the login form on the current page (the login build's /banggia/login) and submits it. */
export async function submitLogin(
  page: Page,
  username: string = DEMO_USER.username,
  password: string = DEMO_USER.password,
): Promise<void> {
  await page.fill('input[name="username"]', username);
  await page.fill('input[name="password"]', password);
  await page.click(".login-submit");
}

/** The bearer token of the signed-in page, as the app keeps it (localStorage userSession). */
export function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("userSession") ?? "{}").token as string);
}

/** A form POST to the server with a bearer token, as the app's favourites calls send it. */
export function postWithToken(
  baseUrl: string,
  token: string,
  path: string,
  form: Record<string, string>,
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: new URLSearchParams(form),
  });
}
