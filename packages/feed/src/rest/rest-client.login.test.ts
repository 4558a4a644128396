import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deobfuscatePassword } from "./password-obfuscation";
import { RestError } from "./rest-error";
import { createTestClient, formOf, startTestHttpServer, type TestHttpServer } from "./test-http-server";

let server: TestHttpServer;
beforeEach(async () => {
  server = await startTestHttpServer();
});
afterEach(async () => {
  await server.close();
});

const user = {
  status: 200,
  success: true,
  token: "4f3c9a0e",
  userName: "058C123456",
  fullName: "Nguyen Van A",
  tellerName: "",
  verifyOTP: 0,
  tradingAccount: ["058C1234561"],
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as RestError,
  );

describe("login", () => {
  it("POSTs usname and the obfuscated, trimmed password as a form", async () => {
    server.answer("POST /do-login", { json: user });
    const answer = await createTestClient(server).client.login(" 058C123456 ", "  Mật khẩu1 ");
    expect(answer).toEqual(user);
    const form = formOf(server.requests[0]);
    expect(form.usname).toBe("058C123456");
    expect(form.pw).not.toContain("Mật");
    expect(deobfuscatePassword(form.pw!)).toBe("Mật khẩu1");
    const padded = new TextDecoder().decode(Uint8Array.from(atob(form.pw!), (c) => c.charCodeAt(0)));
    expect(padded).toMatch(/^[A-Za-z0-9]{11}Mật khẩu1[A-Za-z0-9]{13}$/);
  });

  it("refuses an empty username without calling the server", async () => {
    const error = await rejection(createTestClient(server).client.login("   ", "pw"));
    expect(error).toBeInstanceOf(RestError);
    expect(error?.code).toBe("invalid_argument");
    expect(server.requests).toHaveLength(0);
  });

  it("rejects success false or a status other than 200 in the body as 'unsuccessful'", async () => {
    const { client } = createTestClient(server);
    server.answer("POST /do-login", { json: { ...user, success: false } });
    expect((await rejection(client.login("u", "p")))?.code).toBe("unsuccessful");
    server.answer("POST /do-login", { json: { ...user, status: 500 } });
    expect((await rejection(client.login("u", "p")))?.code).toBe("unsuccessful");
  });

  it("rejects a success without a token as a bad payload", async () => {
    server.answer("POST /do-login", { json: { ...user, token: "" } });
    expect((await rejection(createTestClient(server).client.login("u", "p")))?.code).toBe("bad_payload");
  });

  it("wrong credentials (401) reject without clearing the session", async () => {
    server.answer("POST /do-login", {
      status: 401,
      json: { error: { code: "invalid_credentials", message: "wrong password" } },
    });
    const { client, calls } = createTestClient(server);
    const error = await rejection(client.login("u", "p"));
    expect([error?.status, error?.code]).toEqual([401, "invalid_credentials"]);
    expect(calls.unauthorized).toBe(0);
  });
});

describe("logout", () => {
  it("POSTs /logout with the bearer token", async () => {
    server.answer("POST /logout", { json: { success: true } });
    const { client } = createTestClient(server);
    await client.logout();
    expect(server.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ["POST", "/logout", "Bearer tok-123"],
    ]);
  });

  it("an expired token (401) rejects without calling the 401 hook twice over a logout", async () => {
    server.answer("POST /logout", {
      status: 401,
      json: { error: { code: "unauthorized", message: "expired" } },
    });
    const { client, calls } = createTestClient(server);
    const error = await rejection(client.logout());
    expect(error?.status).toBe(401);
    expect(calls.unauthorized).toBe(0);
  });
});
