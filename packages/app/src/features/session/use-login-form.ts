import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { rest } from "../../shared/api/rest";
import { DEFAULT_PATH } from "../../shared/routes/route-table";
import { $session, $sessionExpired, signIn, takePathAfterLogin } from "../../shared/session/session";
import { type LoginFailure, loginFailure } from "./login-failure";

/** The login page's dialog: the empty account number's, or a refused login's (spec 5, 8). */
export type LoginDialog = { kind: "empty" } | LoginFailure;

/**
 * The login form's state (spec 1, 5, 8): account number and password as typed, the password shown or
 * hidden, a login in flight, the open dialog; the account field is focused on mount. `submit` opens the
 * validation dialog for an empty account number; a refused login opens the failure dialog and resets the
 * form; a login signs in and goes to the saved path (else the default board).
 */
export function useLoginForm() {
  const navigate = useNavigate();
  const expired = useStore($sessionExpired);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog | null>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const session = useStore($session);
  useEffect(() => usernameInput.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (username.trim() === "") {
      setDialog({ kind: "empty" });
      return;
    }
    setBusy(true);
    try {
      const answer = await rest.login(username.trim(), password.trim());
      // `busy` stays true on success: a render with the session set and busy false would take the
      // page's "already signed in" branch and send the user to the default board instead of the saved path.
      signIn({ userName: answer.userName, fullName: answer.fullName, token: answer.token });
      navigate(takePathAfterLogin(DEFAULT_PATH), { replace: true });
    } catch (error) {
      // Spec 8: any failure (refusal, non-200, exception) -> the dialog, the form reset; a lock-out (429)
      // says so, with the minutes to wait, rather than blaming the password.
      setUsername("");
      setPassword("");
      setDialog(loginFailure(error));
      setBusy(false);
    }
  }

  return {
    expired,
    username,
    setUsername,
    password,
    setPassword,
    showPassword,
    setShowPassword,
    busy,
    dialog,
    setDialog,
    usernameInput,
    session,
    submit,
  };
}
