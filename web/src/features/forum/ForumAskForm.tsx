import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, Textarea } from '@fluentui/react-components';
import { forumQuestionRules } from '@rasad/contracts/rules/forum-rules.ts';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { z } from 'zod';
import { applyUserErrors } from '../../shared/forms/applyUserErrors.ts';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useLocalisedPath } from '../../shared/locale/useLocalisedPath.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { ForumForm } from './ForumForm.tsx';
import { useForumQuestionAskMutation } from './useForumQuestionAskMutation.ts';

type Values = z.input<typeof forumQuestionRules>;

/** The forum page's list of questions (newest first), which a new question tops. */
const questionsConnectionId = ConnectionHandler.getConnectionID(ROOT_ID, 'ForumPage_forumQuestions');

/** Asks the community a question, then opens it. */
export function ForumAskForm() {
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const [commit, isInFlight] = useForumQuestionAskMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof forumQuestionRules>>({
    resolver: zodResolver(forumQuestionRules),
    defaultValues: { title: '', body: '' },
  });
  const submit = handleSubmit((values) =>
    commit({
      variables: { input: values, connections: [questionsConnectionId] },
      // The edge is prepended by the mutation's @prependEdge; the forum's lead counts it too.
      updater: (store) => {
        const questions = store.get(questionsConnectionId);
        const totalCount = questions?.getValue('totalCount');
        if (typeof totalCount === 'number') questions?.setValue(totalCount + 1, 'totalCount');
      },
      onCompleted: ({ forumQuestionAsk }) => {
        const unplaced = applyUserErrors(forumQuestionAsk.userErrors, ['title', 'body'], setError);
        if (unplaced.length > 0) toast.error(unplaced[0]);
        if (!forumQuestionAsk.question) return;
        toast.success(intl.formatMessage({ id: 'forum.asked' }));
        void navigate(localise(`/forum/${forumQuestionAsk.question.id}`));
      },
      onError: () => toast.error(),
    }),
  );
  return (
    <ForumForm labelId="forum.ask" submitId="forum.ask.submit" sending={isInFlight} onSubmit={submit}>
      <Field
        label={intl.formatMessage({ id: 'forum.questionTitle' })}
        required
        validationMessage={errorText(errors.title)}
        validationState={errors.title ? 'error' : 'none'}
      >
        <Input {...register('title')} maxLength={150} />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'forum.questionBody' })}
        required
        validationMessage={errorText(errors.body)}
        validationState={errors.body ? 'error' : 'none'}
      >
        <Textarea {...register('body')} rows={4} resize="vertical" />
      </Field>
    </ForumForm>
  );
}
