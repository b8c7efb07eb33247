import { useMergedRefs } from '@fluentui/react-components';
import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { LoadedWhen } from './LoadedWhen.tsx';

/** As Fluent's own tooltip: a pointer passing over the bar on its way elsewhere shows no names. */
const showDelayMs = 250;

const loadShownLabel = () => import('./ShownLabel.tsx').then((module) => module.ShownLabel);

/** What a wrapping trigger (a menu's) gives the button through this component, and what it listens to here. */
interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/** One handler calling each of `handlers` that is there, in order. */
function inTurn<Event>(...handlers: (((event: Event) => void) | undefined)[]) {
  return (event: Event) => {
    for (const handler of handlers) handler?.(event);
  };
}

/**
 * An icon button's name (its `aria-label` from the start) shown beside it in Fluent's tooltip while a mouse is over it
 * or the keyboard's focus is on it. The tooltip's code — the tooltip, its positioning and Floating UI, 14 kB gzip —
 * loads the first time either happens: the bar's icon buttons are on every page, and most first loads (every one on a
 * phone: a finger does not hover) never show their names. The button itself is never replaced, so the focus stays on it. A
 * wrapping trigger's props (a menu's: its ref, its click) pass through to the button.
 */
export function TooltipOnDemand({
  label,
  children,
  ref,
  ...triggerProps
}: TriggerProps & { label: string; children: ReactElement<TriggerProps> }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [pointerOver, setPointerOver] = useState(false);
  // Each time the pointer comes in counts; its name shows once that same visit has lasted the delay.
  const [pointerVisit, setPointerVisit] = useState(0);
  const [lingeredVisit, setLingeredVisit] = useState(-1);
  useEffect(() => {
    if (!pointerOver) return undefined;
    const timer = setTimeout(() => setLingeredVisit(pointerVisit), showDelayMs);
    return () => clearTimeout(timer);
  }, [pointerOver, pointerVisit]);
  const visible = (pointerOver && lingeredVisit === pointerVisit) || keyboardFocus;
  const own = children.props;
  const buttonRef = useMergedRefs(own.ref, ref, setTarget);
  const hide = () => {
    setPointerOver(false);
    setKeyboardFocus(false);
  };
  const button = cloneElement(children, {
    ...triggerProps,
    'aria-label': label,
    ref: buttonRef,
    onPointerEnter: inTurn(own.onPointerEnter, triggerProps.onPointerEnter, (event) => {
      if (event.pointerType === 'touch') return;
      setWanted(true);
      setPointerOver(true);
      setPointerVisit((visit) => visit + 1);
    }),
    onPointerLeave: inTurn(own.onPointerLeave, triggerProps.onPointerLeave, () => setPointerOver(false)),
    onFocus: inTurn(own.onFocus, triggerProps.onFocus, (event) => {
      // Not when focus comes back by itself (a menu or a dialog closing after a click).
      if (!event.currentTarget.matches(':focus-visible')) return;
      setKeyboardFocus(true);
      setWanted(true);
    }),
    onBlur: inTurn(own.onBlur, triggerProps.onBlur, () => setKeyboardFocus(false)),
    // A click opens what the button opens (a menu, the search field): the name has been read.
    onClick: inTurn(own.onClick, triggerProps.onClick, hide),
  } as TriggerProps & { 'aria-label': string });
  return (
    <>
      {button}
      <LoadedWhen
        wanted={wanted}
        load={loadShownLabel}
        props={{ label, target, visible: visible && target !== null, onHide: hide }}
        onFailure={() => setWanted(false)}
      />
    </>
  );
}
