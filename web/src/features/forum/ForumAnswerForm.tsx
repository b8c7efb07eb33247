import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Textarea } from '@fluentui/react-components';
import { forumAnswerRules } from '@rasad/contracts/rules/forum-rules.ts';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { answersConnectionId } from './ForumAnswerList.tsx';
import { ForumForm } from './ForumForm.tsx';
import { useForumAnswerAddMutation } from './useForumAnswerAddMutation.ts';

type Values = z.input<typeof forumAnswerRules>;

/** Posts an answer; it is appended to the list above from the mutation's answer, without a refetch. */
export function ForumAnswerForm({ questionId }: { questionId: string }) {
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const [commit, isInFlight] = useForumAnswerAddMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof forumAnswerRules>>({
    resolver: zodResolver(forumAnswerRules),
    defaultValues: { body: '' },
  });
  const submit = handleSubmit(({ body }) =>
    commit({
      variables: { input: { questionId, body }, connections: [answersConnectionId(questionId)] },
      onCompleted: ({ forumAnswerAdd }) => {
        const unplaced = applyUserErrors(forumAnswerAdd.userErrors, ['body'], setError);
        if (unplaced.length > 0) toast.error(unplaced[0]);
        if (!forumAnswerAdd.question) return;
        reset();
        toast.success(intl.formatMessage({ id: 'forum.answered' }));
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <ForumForm labelId="forum.answer" submitId="forum.answer.submit" sending={isInFlight} onSubmit={submit}>
      <Field
        label={intl.formatMessage({ id: 'forum.answer' })}
        required
        validationMessage={errorText(errors.body)}
        validationState={errors.body ? 'error' : 'none'}
      >
        <Textarea {...register('body')} rows={3} resize="vertical" />
      </Field>
    </ForumForm>
  );
}
