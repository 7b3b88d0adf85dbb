// Logout clears the shell's per-user state (shell-spec 4.1): permission lists, open tabs, kept-alive pages.

export interface ShellParts {
  permissions?: { clear(): void };
  tabs?: { reset(): void };
  keepAlive?: { clear(): void };
  /** Anything else per user (badges, menus): each runs even when one before it throws. */
  others?: (() => void)[];
}

/** Registers the clean-up with `SessionModel.onLogout`; returns the unregister function. */
export function clearShellOnLogout(
  onLogout: (cleanup: () => void) => () => void,
  parts: ShellParts,
): () => void {
  const steps = [
    () => parts.permissions?.clear(),
    () => parts.tabs?.reset(),
    () => parts.keepAlive?.clear(),
    ...(parts.others ?? []),
  ];
  return onLogout(() => {
    for (const step of steps) {
      try {
        step();
      } catch {
        // One broken cache must not leave the next user another user's pages.
      }
    }
  });
}
