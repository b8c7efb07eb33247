import { Combobox, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
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
export function IndustryCombobox({
  label,
  code,
  onChange,
}: {
  label: string;
  code: string;
  onChange: (code: string) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<readonly Choice[]>([]);
  const [selected, setSelected] = useState<Choice | null>(null);
  // The form owns the value: a choice made here counts only while the form still holds its code (a reset or a
  // facet picked elsewhere replaces it).
  const current = selected?.code === code ? selected : null;

  useEffect(() => {
    // Each keystroke asks again; an answer to older text is dropped when newer text is on the way.
    const lookup = text !== '' || current ? text : code;
    const subscription = fetchQuery<IndustryComboboxQuery>(environment, industriesQuery, {
      text: lookup,
    }).subscribe({
      next: (data) => {
        setChoices(data.industries);
        if (!current && code !== '')
          setSelected(data.industries.find((choice) => choice.code === code) ?? null);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, text, code, current]);

  const display = (choice: Choice) => `${choice.title} (${formatDigits(locale, choice.code)})`;
  return (
    <Combobox
      aria-label={label}
      freeform
      placeholder={intl.formatMessage({ id: 'business.industry.pickPlaceholder' })}
      value={current && text === '' ? display(current) : text}
      selectedOptions={current ? [current.code] : []}
      onInput={(event) => setText((event.target as HTMLInputElement).value)}
      onOptionSelect={(_, data) => {
        const choice = choices.find((candidate) => candidate.code === data.optionValue) ?? null;
        setSelected(choice);
        setText('');
        onChange(choice?.code ?? '');
      }}
    >
      {choices.map((choice) => (
        <Option key={choice.code} value={choice.code} text={display(choice)}>
          {display(choice)}
        </Option>
      ))}
    </Combobox>
  );
}
