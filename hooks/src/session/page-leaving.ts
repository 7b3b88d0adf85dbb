// Whether the document is being left: requests it loses while unloading are not failures to act on.
export interface PageLeavingWatch {
  /** True between a `pagehide` and the next `pageshow` (a page restored from the back-forward cache). */
  isLeaving(): boolean;
  dispose(): void;
}

type LifecycleTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Navigating away cancels the page's in-flight fetches, and their rejections still reach its code. A guard that
 * logs out on a failed permission fetch would then revoke the token the next page is about to use.
 */
export function watchPageLeaving(target: LifecycleTarget): PageLeavingWatch {
  let leaving = false;
  const onHide = () => {
    leaving = true;
  };
  const onShow = () => {
    leaving = false;
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('pageshow', onShow);
  return {
    isLeaving: () => leaving,
    dispose() {
      target.removeEventListener('pagehide', onHide);
      target.removeEventListener('pageshow', onShow);
    },
  };
}
