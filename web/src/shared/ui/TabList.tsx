import { slot, useFluent, useMergedRefs } from '@fluentui/react-components';
import {
  renderTabList_unstable,
  renderTab_unstable,
  useTabBase_unstable,
  useTabListBase_unstable,
  useTabListContextValues_unstable,
  useTabListContext_unstable,
  useTabListStyles_unstable,
  useTabStyles_unstable,
  type TabListProps,
  type TabListState,
  type TabProps,
  type TabState,
} from '@fluentui/react-tabs';
import { forwardRef, useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent } from 'react';

const nextTabKeys = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * Moves the focus along the tabs as the WAI-ARIA tabs pattern asks: the arrows to the neighbour in reading order (the
 * left arrow goes forward in Persian), round from the last to the first, Home and End to the ends.
 */
function moveFocusAlongTabs(event: KeyboardEvent<HTMLDivElement>, direction: 'ltr' | 'rtl') {
  if (!nextTabKeys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.findIndex((tab) => tab.contains(event.target as Node));
  if (current < 0) return;
  const forwardKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? tabs.length - 1
        : (current + (event.key === forwardKey ? 1 : -1) + tabs.length) % tabs.length;
  event.preventDefault();
  tabs[next]?.focus();
}

/**
 * Scrolls a tab list that scrolls sideways (the company page's on a phone) so that its selected tab is in view: a page
 * opened on its last tab would otherwise show that tab past the edge. Only the list scrolls, never the page.
 */
function scrollSelectedTabIntoView(list: HTMLElement) {
  const selected = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!selected || list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = selected.getBoundingClientRect();
  // Past the start edge: negative; past the end edge: positive; wholly in view: 0.
  const overflow = Math.min(0, tabBox.left - listBox.left) || Math.max(0, tabBox.right - listBox.right);
  if (overflow !== 0) list.scrollBy({ left: overflow });
}

/**
 * Fluent's tab list as it looks and behaves, with the keyboard handled here: Fluent's own brings Tabster (about 20 kB
 * gzip) for its arrow keys, which the search results and the company page would otherwise load first. Built from
 * Fluent's base hooks, which leave the focus behaviour to the caller; only the selected tab is in the Tab order.
 */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(props, ref) {
  const { appearance = 'transparent', reserveSelectedTabSpace = true, size = 'medium', onKeyDown } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const base = useTabListBase_unstable(props, useMergedRefs(ref, listRef));
  const { dir } = useFluent();
  useLayoutEffect(() => {
    if (listRef.current) scrollSelectedTabIntoView(listRef.current);
  }, [base.selectedValue]);
  const state: TabListState = {
    ...base,
    root: {
      ...base.root,
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocusAlongTabs(event, dir);
      },
    },
    appearance,
    reserveSelectedTabSpace,
    size,
  };
  const contextValues = useTabListContextValues_unstable(state);
  useTabListStyles_unstable(state);
  return renderTabList_unstable(state, contextValues);
});

/** One tab of {@link TabList}: Fluent's tab, its label given as children, in the Tab order when it is the selected one. */
export const Tab = forwardRef<HTMLButtonElement, Omit<TabProps, 'content'>>(function Tab(props, ref) {
  const base = useTabBase_unstable(props, ref);
  const appearance = useTabListContext_unstable((context) => context.appearance);
  const reserveSelectedTabSpace = useTabListContext_unstable((context) => context.reserveSelectedTabSpace);
  const size = useTabListContext_unstable((context) => context.size ?? 'medium');
  const state: TabState = {
    ...base,
    components: { ...base.components, contentReservedSpace: 'span' },
    root: { ...base.root, tabIndex: base.selected ? 0 : -1 },
    // The selected label is bold: the same label, hidden, keeps every tab as wide as when it is selected.
    contentReservedSpace: slot.optional<ComponentProps<'span'>>(undefined, {
      renderByDefault: !base.selected && !base.iconOnly && reserveSelectedTabSpace,
      defaultProps: { children: props.children },
      elementType: 'span',
    }),
    appearance,
    size,
  };
  useTabStyles_unstable(state);
  return renderTab_unstable(state);
});
