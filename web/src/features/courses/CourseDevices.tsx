import { Body1, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CourseDevicesFragment$key } from '../../__generated__/CourseDevicesFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { playerDeviceId } from './playerDeviceId.ts';
import { useCourseDeviceReleaseMutation } from './useCourseDeviceReleaseMutation.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  device: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The devices the learner has watched this course on; one may be freed a week, for a new phone or laptop. */
export function CourseDevices({ course }: { course: CourseDevicesFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const data = useFragment(
    graphql`
      fragment CourseDevicesFragment on Course {
        id
        viewerDevices(deviceId: $deviceId) {
          deviceLimit
          releasableFrom
          devices {
            deviceId
            firstSeenAt
            current
          }
        }
      }
    `,
    course,
  );
  const [release, releasing] = useCourseDeviceReleaseMutation();
  const owned = data.viewerDevices;
  if (!owned || owned.devices.length === 0) return null;
  const free = (deviceId: string) => {
    const currentDeviceId = playerDeviceId();
    release({
      variables: { input: { courseId: data.id, deviceId, currentDeviceId } },
      updater: (store) => {
        const devices = store.getRootField('courseDeviceRelease')?.getLinkedRecord('devices');
        if (devices)
          store.get(data.id)?.setLinkedRecord(devices, 'viewerDevices', { deviceId: currentDeviceId });
      },
      onCompleted: ({ courseDeviceRelease }) => {
        const error = courseDeviceRelease.userErrors[0];
        if (error) toast.error(error.message);
        else toast.success(intl.formatMessage({ id: 'courses.devices.released' }));
      },
      onError: () => toast.error(),
    });
  };
  return (
    <Panel className={styles.card} data-testid="course-devices">
      <Subtitle2 as="h2">
        <FormattedMessage
          id="courses.devices.title"
          values={{ count: owned.devices.length, limit: owned.deviceLimit }}
        />
      </Subtitle2>
      <ul className={styles.list}>
        {owned.devices.map((device) => (
          <li key={device.deviceId} className={styles.device}>
            <Body1>
              <FormattedMessage id={device.current ? 'courses.devices.this' : 'courses.devices.other'} />{' '}
              <Caption1 className={styles.muted}>
                <FormattedMessage
                  id="courses.devices.since"
                  values={{ date: formatDate(locale, device.firstSeenAt as string) }}
                />
              </Caption1>
            </Body1>
            {device.current ? null : (
              <Button
                size="small"
                disabled={releasing || owned.releasableFrom !== null}
                onClick={() => free(device.deviceId)}
              >
                <FormattedMessage id="courses.devices.release" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Caption1 className={styles.muted}>
        {owned.releasableFrom ? (
          <FormattedMessage
            id="courses.devices.releasableFrom"
            values={{ date: formatDate(locale, owned.releasableFrom as string) }}
          />
        ) : (
          <FormattedMessage id="courses.devices.hint" />
        )}
      </Caption1>
    </Panel>
  );
}
