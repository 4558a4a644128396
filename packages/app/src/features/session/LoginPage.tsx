import type { TFunction } from "i18next";
import { Navigate } from "react-router-dom";
import { PROVIDER_INFO } from "../../shared/config/provider-info";
import { useTranslation } from "../../shared/i18n/use-translation";
import { DEFAULT_PATH } from "../../shared/routes/route-table";
import { MessageDialog } from "../../shared/ui/MessageDialog";
import { type LoginDialog, useLoginForm } from "./use-login-form";

/** What the dialog says: the empty account number, a lock-out with its minutes, or a refused login. */
function dialogMessage(t: TFunction, dialog: LoginDialog): string {
  return dialog.kind === "empty"
    ? t("login.emptyUsername")
    : dialog.kind === "lockedOut"
      ? t("login.lockedOut", { minutes: dialog.minutes })
      : t(`login.${dialog.kind}`);
}

/**
 * The login page of the login build (spec 1, 5, 8): account number and password (show/hide), the
 * latest-Chrome advice, contact and registration details. An empty account number opens the
 * validation dialog and puts the focus back; a refused login opens the failure dialog and resets the form.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const form = useLoginForm();
  const { busy, dialog, usernameInput } = form;

  // Already signed in (another tab, or Back after login): the board, not the form.
  if (form.session !== null && !busy) return <Navigate to={DEFAULT_PATH} replace />;
  return (
    <div className="login-page">
      <form className="login-form" onSubmit={form.submit} noValidate aria-busy={busy}>
        <h1>{t("login.title")}</h1>
        {form.expired && <p className="login-note">{t("login.expired")}</p>}
        <label>
          {t("login.account")}
          <input
            ref={usernameInput}
            name="username"
            autoComplete="username"
            value={form.username}
            onChange={(event) => form.setUsername(event.target.value)}
          />
        </label>
        <PasswordField
          value={form.password}
          onChange={form.setPassword}
          shown={form.showPassword}
          onShown={form.setShowPassword}
        />
        <button type="submit" className="login-submit" disabled={busy}>
          {t(busy ? "login.signingIn" : "login.submit")}
        </button>
        <p className="login-note">{t("login.chromeAdvice")}</p>
        <LoginContact />
      </form>
      {dialog !== null && (
        <MessageDialog
          message={dialogMessage(t, dialog)}
          onClose={() => {
            form.setDialog(null);
            usernameInput.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/** The password, with a button that shows or hides it. */
function PasswordField({
  value,
  onChange,
  shown,
  onShown,
}: {
  value: string;
  onChange: (value: string) => void;
  shown: boolean;
  onShown: (shown: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {t("login.password")}
      <span className="password-field">
        <input
          name="password"
          type={shown ? "text" : "password"}
          autoComplete="current-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={shown}
          onClick={() => onShown(!shown)}
        >
          {t(shown ? "login.hidePassword" : "login.showPassword")}
        </button>
      </span>
    </label>
  );
}

/** Where to open an account, and the provider's hotline and e-mail. */
function LoginContact() {
  const { t } = useTranslation();
  return (
    <p className="login-contact">
      {t("login.noAccount")}{" "}
      <a href={PROVIDER_INFO.openAccountUrl} target="_blank" rel="noopener noreferrer">
        {t("login.register")}
      </a>
      <br />
      {t("footer.hotline", { hotline: PROVIDER_INFO.hotline, email: PROVIDER_INFO.email })}
    </p>
  );
}
