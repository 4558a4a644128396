import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { rest } from "../../shared/api/rest";
import { PROVIDER_INFO } from "../../shared/config/provider-info";
import { useTranslation } from "../../shared/i18n/use-translation";
import { DEFAULT_PATH } from "../../shared/routes/route-table";
import { $session, $sessionExpired, signIn, takePathAfterLogin } from "../../shared/session/session";
import { MessageDialog } from "../../shared/ui/MessageDialog";
import { type LoginFailure, loginFailure } from "./login-failure";

/**
 * The login page of the login build (spec 1, 5, 8): account number and password (show/hide), the
 * latest-Chrome advice, contact and registration details. An empty account number opens the
 * validation dialog and puts the focus back; a refused login opens the failure dialog and resets the form.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const expired = useStore($sessionExpired);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<{ kind: "empty" } | LoginFailure | null>(null);
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
      // "already signed in" branch below and send the user to the default board instead of the saved path.
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

  // Already signed in (another tab, or Back after login): the board, not the form.
  if (session !== null && !busy) return <Navigate to={DEFAULT_PATH} replace />;
  return (
    <div className="login-page">
      <form className="login-form" onSubmit={submit} noValidate aria-busy={busy}>
        <h1>{t("login.title")}</h1>
        {expired && <p className="login-note">{t("login.expired")}</p>}
        <label>
          {t("login.account")}
          <input
            ref={usernameInput}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label>
          {t("login.password")}
          <span className="password-field">
            <input
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className="password-toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword(!showPassword)}
            >
              {t(showPassword ? "login.hidePassword" : "login.showPassword")}
            </button>
          </span>
        </label>
        <button type="submit" className="login-submit" disabled={busy}>
          {t(busy ? "login.signingIn" : "login.submit")}
        </button>
        <p className="login-note">{t("login.chromeAdvice")}</p>
        <p className="login-contact">
          {t("login.noAccount")}{" "}
          <a href={PROVIDER_INFO.openAccountUrl} target="_blank" rel="noopener noreferrer">
            {t("login.register")}
          </a>
          <br />
          {t("footer.hotline", { hotline: PROVIDER_INFO.hotline, email: PROVIDER_INFO.email })}
        </p>
      </form>
      {dialog !== null && (
        <MessageDialog
          message={
            dialog.kind === "empty"
              ? t("login.emptyUsername")
              : dialog.kind === "lockedOut"
                ? t("login.lockedOut", { minutes: dialog.minutes })
                : t(`login.${dialog.kind}`)
          }
          onClose={() => {
            setDialog(null);
            usernameInput.current?.focus();
          }}
        />
      )}
    </div>
  );
}
