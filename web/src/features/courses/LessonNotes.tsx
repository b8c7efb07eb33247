import {
  Button,
  Caption1,
  Field,
  Subtitle2,
  Textarea,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular, NoteAddRegular, PlayRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { lessonNoteRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import type { LessonNotesFragment$key } from '../../__generated__/LessonNotesFragment.graphql';
import { useErrorText } from '../../shared/forms/useErrorText.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { formatLessonDuration } from './formatLessonDuration.ts';
import { useLessonNoteCreateMutation } from './useLessonNoteCreateMutation.ts';
import { useLessonNoteDeleteMutation } from './useLessonNoteDeleteMutation.ts';
import { useLessonNoteUpdateMutation } from './useLessonNoteUpdateMutation.ts';
import { WrittenText } from '../../shared/ui/WrittenText.tsx';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  note: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  body: { flexGrow: 1, whiteSpace: 'pre-wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  textarea: { width: '100%' },
});

const noteFormRules = lessonNoteRules.pick({ body: true });

/** One note: jump to its moment, edit its text in place, delete it. */
function LessonNoteItem({
  note,
  connectionId,
  onJump,
}: {
  note: { id: string; atSecond: number; body: string };
  connectionId: string;
  onJump: (second: number) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.body);
  const [commitUpdate] = useLessonNoteUpdateMutation();
  const [commitDelete] = useLessonNoteDeleteMutation();
  const time = formatLessonDuration(locale, note.atSecond);
  const save = () =>
    commitUpdate({
      variables: { input: { id: note.id, atSecond: note.atSecond, body: text } },
      onCompleted: ({ lessonNoteUpdate }) => {
        const error = lessonNoteUpdate.userErrors[0];
        if (error) toast.error(error.message);
        else setEditing(false);
      },
      onError: () => toast.error(),
    });
  return (
    <li className={styles.note} data-testid="lesson-note">
      <Tooltip content={intl.formatMessage({ id: 'courses.notes.jump' }, { time })} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<PlayRegular />}
          onClick={() => onJump(note.atSecond)}
          data-testid="note-jump"
        >
          {time}
        </Button>
      </Tooltip>
      {editing ? (
        <Textarea
          className={styles.body}
          value={text}
          onChange={(_, { value }) => setText(value)}
          aria-label={intl.formatMessage({ id: 'courses.notes.edit' })}
        />
      ) : (
        <WrittenText className={styles.body}>{note.body}</WrittenText>
      )}
      {editing ? (
        <Button size="small" appearance="primary" onClick={save}>
          <FormattedMessage id="courses.notes.save" />
        </Button>
      ) : (
        <Tooltip content={intl.formatMessage({ id: 'courses.notes.edit' })} relationship="label">
          <Button size="small" appearance="subtle" icon={<EditRegular />} onClick={() => setEditing(true)} />
        </Tooltip>
      )}
      <Tooltip content={intl.formatMessage({ id: 'courses.notes.delete' })} relationship="label">
        <Button
          size="small"
          appearance="subtle"
          icon={<DeleteRegular />}
          onClick={() =>
            commitDelete({
              variables: { input: { id: note.id }, connections: [connectionId] },
              onCompleted: ({ lessonNoteDelete }) => {
                const error = lessonNoteDelete.userErrors[0];
                if (error) toast.error(error.message);
              },
              onError: () => toast.error(),
            })
          }
        />
      </Tooltip>
    </li>
  );
}

/** The learner's notes on the lesson: add one at the player's current moment, jump back to any. */
export function LessonNotes({
  lesson,
  videoRef,
}: {
  lesson: LessonNotesFragment$key;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const toast = useAppToast();
  const errorText = useErrorText();
  const data = useFragment(
    graphql`
      fragment LessonNotesFragment on Lesson {
        id
        notes(first: 100) @connection(key: "LessonNotes_notes") {
          __id
          edges {
            node {
              id
              atSecond
              body
            }
          }
        }
      }
    `,
    lesson,
  );
  const [commitCreate, isCreating] = useLessonNoteCreateMutation();
  const { register, handleSubmit, reset, formState } = useForm<{ body: string }>({
    resolver: zodResolver(noteFormRules),
    defaultValues: { body: '' },
  });
  const jump = (second: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = second;
    void video.play().catch(() => undefined);
  };
  const notes = [...data.notes.edges.map((edge) => edge.node)].sort((a, b) => a.atSecond - b.atSecond);
  const addNote = (body: string) => {
    const atSecond = Math.floor(videoRef.current?.currentTime ?? 0);
    commitCreate({
      variables: { input: { lessonId: data.id, atSecond, body }, connections: [data.notes.__id] },
      onCompleted: ({ lessonNoteCreate }) => {
        const error = lessonNoteCreate.userErrors[0];
        if (error) toast.error(error.message);
        else reset();
      },
      onError: () => toast.error(),
    });
  };

  return (
    <section className={styles.panel} aria-label={intl.formatMessage({ id: 'courses.notes.title' })}>
      <Subtitle2 as="h3">
        <FormattedMessage id="courses.notes.title" />
      </Subtitle2>
      {notes.length === 0 ? (
        <Caption1>
          <FormattedMessage id="courses.notes.empty" />
        </Caption1>
      ) : (
        <ul className={styles.list}>
          {notes.map((note) => (
            <LessonNoteItem key={note.id} note={note} connectionId={data.notes.__id} onJump={jump} />
          ))}
        </ul>
      )}
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => void handleSubmit(({ body }) => addNote(body))(event)}
      >
        <Field
          className={styles.textarea}
          label={intl.formatMessage({ id: 'courses.notes.new' })}
          validationState={formState.errors.body ? 'error' : 'none'}
          validationMessage={errorText(formState.errors.body)}
        >
          <Textarea {...register('body')} data-testid="note-body" />
        </Field>
        <Button type="submit" icon={<NoteAddRegular />} disabled={isCreating} data-testid="note-add">
          <FormattedMessage id="courses.notes.add" />
        </Button>
      </form>
    </section>
  );
}
