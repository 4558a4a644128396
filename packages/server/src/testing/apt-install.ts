import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The repository's one installer of Debian packages for tests (a lock, so parallel files wait in turn). */
const APT_INSTALL = fileURLToPath(new URL("../../../../scripts/apt-install.sh", import.meta.url));

/**
 * Installs whichever of the Debian packages named is missing (`scripts/apt-install.sh`: apt-get, one
 * caller at a time across the machine's test processes). Throws with the script's exit status, and
 * what to run by hand, when it fails. A test engine (nats-server, PostgreSQL) calls it before its first
 * start on a fresh machine. Synchronous on purpose: an install takes minutes, and a blocked test
 * process cannot time its hook out halfway through one (the hooks' 60 s would fire during apt-get).
 */
export function aptInstall(...packages: string[]): void {
  const result = spawnSync("bash", [APT_INSTALL, ...packages], {
    stdio: ["ignore", "ignore", "inherit"],
    timeout: 30 * 60_000,
  });
  if (result.error) throw new Error(`apt-install.sh could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `apt-install.sh ${packages.join(" ")} failed (exit ${result.status}); as root: apt-get install ${packages.join(" ")}`,
    );
  }
}
