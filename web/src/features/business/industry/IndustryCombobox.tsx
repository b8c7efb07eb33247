import { Combobox, Option } from '@fluentui/react-components';
import { Suspense, startTransition, useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type {
  IndustryComboboxQuery,
  IndustryComboboxQuery$data,
} from '../../../__generated__/IndustryComboboxQuery.graphql';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';

type Choice = IndustryComboboxQuery$data['industries'][number];

const industriesQuery = graphql`
  query IndustryComboboxQuery($text: String!) {
    industries(text: $text, first: 20) {
      code
      title
    }
  }
`;

/** Picks an ISIC industry by typing part of its Persian or English title (or its code). */
interface IndustryComboboxProps {
  label: string;
  code: string;
  onChange: (code: string) => void;
  /** Industries the page already has (code and title): the field shows one of them without asking for it. */
  known?: readonly Choice[];
}

export function IndustryCombobox(props: IndustryComboboxProps) {
  const intl = useIntl();
  const placeholder = intl.formatMessage({ id: 'business.industry.pickPlaceholder' });
  // The arrow that opens the list is a button of its own; Fluent names it in English («Open …») unless told.
  const expandIcon = {
    'aria-label': intl.formatMessage({ id: 'business.industry.openChoices' }, { label: props.label }),
  };
  return (
    <Suspense
      fallback={
        <Combobox aria-label={props.label} placeholder={placeholder} expandIcon={expandIcon} disabled />
      }
    >
      <IndustryChoices {...props} placeholder={placeholder} expandIcon={expandIcon} />
    </Suspense>
  );
}

function IndustryChoices({
  label,
  code,
  onChange,
  known = [],
  placeholder,
  expandIcon,
}: IndustryComboboxProps & { placeholder: string; expandIcon: { 'aria-label': string } }) {
  const locale = useLocale();
  const [text, setText] = useState('');
  // Nothing typed: ask by the form's code, which brings its industry for the field to show. Each keystroke asks
  // again; the options on screen stay until the answer to the newest text arrives.
  const lookup = useDeferredValue(text !== '' ? text : code);
  // A field that is empty, or shows an industry the page already has, asks for nothing until it is opened or typed
  // in: the page's own query is then the only request of a navigation, and a visitor's budget does not pay for a list
  // nobody looked at. Opened, the list stays as it is (a transition) until its choices arrive.
  const [opened, setOpened] = useState(false);
  const knownCurrent = known.find((choice) => choice.code === code) ?? null;
  const asked = opened || text !== '' || (code !== '' && !knownCurrent);
  const { industries: answered } = useLazyLoadQuery<IndustryComboboxQuery>(
    industriesQuery,
    { text: lookup },
    { fetchPolicy: asked ? 'store-or-network' : 'store-only' },
  );
  const industries: readonly Choice[] = answered ?? [];
  const [chosen, setChosen] = useState<Choice | null>(null);
  // The form owns the value: a choice made here counts only while the form still holds its code (a reset or a
  // facet picked elsewhere replaces it).
  const current =
    code === ''
      ? null
      : chosen?.code === code
        ? chosen
        : (knownCurrent ?? industries.find((choice) => choice.code === code) ?? null);

  const display = (choice: Choice) => `${choice.title} (${formatDigits(locale, choice.code)})`;
  return (
    <Combobox
      aria-label={label}
      expandIcon={expandIcon}
      freeform
      placeholder={placeholder}
      value={current && text === '' ? display(current) : text}
      selectedOptions={current ? [current.code] : []}
      onOpenChange={(_, { open }) => {
        if (open && !opened) startTransition(() => setOpened(true));
      }}
      onInput={(event) => setText((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        const choice = industries.find((candidate) => candidate.code === data.optionValue) ?? null;
        setChosen(choice);
        setText('');
        onChange(choice?.code ?? '');
      }}
    >
      {industries.map((choice) => (
        <Option key={choice.code} value={choice.code} text={display(choice)}>
          {display(choice)}
        </Option>
      ))}
    </Combobox>
  );
}
