import { ROOT_ID, generateClientID } from 'relay-runtime';
import type { Environment, RecordSourceProxy } from 'relay-runtime';

/** What the app writes about the signed-in user itself; the `viewer` query brings the rest. */
export interface SignedInViewer {
  uuid: string;
  userName: string;
  packageType: string;
}

/** `Viewer` has no id: the root's `viewer` field is the record Relay's own queries write to. */
const viewerRecordId = generateClientID(ROOT_ID, 'viewer');

/** Makes `viewer` the user who just signed in (or whose package just changed). */
export function writeViewer(store: RecordSourceProxy, viewer: SignedInViewer): void {
  const record = store.get(viewerRecordId) ?? store.create(viewerRecordId, 'Viewer');
  record.setValue(viewer.uuid, 'uuid');
  record.setValue(viewer.userName, 'userName');
  record.setValue(viewer.packageType, 'packageType');
  store.getRoot().setLinkedRecord(record, 'viewer');
}

/** A visitor from now on. */
export function clearViewer(store: RecordSourceProxy): void {
  store.getRoot().setValue(null, 'viewer');
}

/** True until a `viewer` query (or a write above) has answered. */
export function viewerUnknown(store: RecordSourceProxy): boolean {
  return store.getRoot().getLinkedRecord('viewer') === undefined;
}

/** Whether the store already knows who is signed in (the shell's answer came with the page), read outside an update. */
export function viewerKnownIn(environment: Environment): boolean {
  const root = environment.getStore().getSource().get(ROOT_ID);
  return root != null && root.viewer !== undefined;
}
