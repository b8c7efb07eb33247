import { ConnectionHandler } from 'relay-runtime';

/** The viewer's saved-graph list in the store (Viewer has no id, so Relay keeps it at `client:root:viewer`). */
export const savedGraphConnectionId = ConnectionHandler.getConnectionID(
  'client:root:viewer',
  'SavedGraphList_savedGraphs',
);
