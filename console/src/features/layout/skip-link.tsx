// 跳到主要内容: the keyboard's first stop in the signed-in shell, hidden until focused; it moves focus to the page area.
export const MAIN_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // The router owns the address: focus the page area without a #fragment in it.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:text-primary-strong focus:shadow-lg"
    >
      跳到主要内容
    </a>
  );
}
