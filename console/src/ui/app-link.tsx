// A link to any in-app address (menu paths are only known at runtime, so not typed routes): client-side navigation.
import type { AnchorHTMLAttributes } from 'react';
import { useRouter } from '@tanstack/react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const router = useRouter();
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      {...rest}
    />
  );
}
