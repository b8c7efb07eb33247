import { useFluent } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

/** A chevron pointing the way the text reads on: left in Persian, right in English. */
export function ForwardChevron() {
  return useFluent().dir === 'rtl' ? <ChevronLeftRegular aria-hidden /> : <ChevronRightRegular aria-hidden />;
}
