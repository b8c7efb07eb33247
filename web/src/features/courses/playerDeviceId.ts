const storageKey = 'rasad.courses.deviceId';

/** A random id this browser keeps, so a course's device limit counts it once. */
export function playerDeviceId(): string {
  let id = window.localStorage.getItem(storageKey);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(storageKey, id);
  }
  return id;
}
