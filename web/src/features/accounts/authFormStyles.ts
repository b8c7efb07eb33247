import { makeStyles, tokens } from '@fluentui/react-components';
import { leftToRight } from '../../shared/ui/leftToRight.ts';

export const useAuthFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  latin: leftToRight,
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'flex-end',
    alignItems: 'center',
  },
});
