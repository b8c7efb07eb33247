import { Button } from '@fluentui/react-components';
import type { ButtonProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { localisedPath } from '../locale/locales.ts';
import type { AppLocale } from '../locale/locales.ts';
import { useLocale } from '../locale/useLocale.ts';

type ButtonLinkProps = Omit<ButtonProps, 'as' | 'href' | 'onClick'> & {
  /** A site path without language prefix, e.g. `/pricing`. */
  to: string;
  /** The language to link into; the current one by default. */
  locale?: AppLocale;
};

/** A link that looks like a button and navigates inside the app (a real `<a>`, so it opens in a new tab too). */
export function ButtonLink({ to, locale, ...buttonProps }: ButtonLinkProps) {
  const navigate = useNavigate();
  const currentLocale = useLocale();
  const href = localisedPath(locale ?? currentLocale, to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  // Fluent types `as="a"` buttons apart from plain ones; the props here are the anchor's.
  const anchorProps = { ...buttonProps, as: 'a', href, onClick: follow } as ButtonProps;
  return <Button {...anchorProps} />;
}
