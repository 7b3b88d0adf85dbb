// Focus goes back to what opened a dialog, drawer or confirmation when it closes: Radix returns it only to its own
// Trigger, and most of ours open from state (a toolbar button, a row's 删除, a menu item), which left focus on <body>.
let lastFocused: Element | null = null;
// A menu item is gone when the dialog it opened closes: the menu's trigger stands in for it.
const inMenu = (el: Element) => el.closest('[role=menu]') !== null;
document.addEventListener('focusin', (event) => {
  const el = event.target as Element;
  if (!inMenu(el)) lastFocused = el;
});

const invokers = new WeakMap<EventTarget, Element>();

/** Spread on a Radix Dialog/AlertDialog Content: remembers the invoker on open, focuses it again on close. */
export const returnFocus = {
  onOpenAutoFocus(event: Event) {
    const active = document.activeElement;
    const invoker = active && active !== document.body && !inMenu(active) ? active : lastFocused;
    if (invoker && event.target) invokers.set(event.target, invoker);
  },
  onCloseAutoFocus(event: Event) {
    const invoker = event.target && invokers.get(event.target);
    const active = document.activeElement;
    // Something already took focus on purpose (the page heading after a menu navigation): leave it there.
    if (active && active !== document.body) return;
    if (invoker instanceof HTMLElement && invoker.isConnected) {
      event.preventDefault();
      invoker.focus();
    }
  },
};
