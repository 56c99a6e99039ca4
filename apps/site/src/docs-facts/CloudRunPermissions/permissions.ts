import type { CloudRunFacts } from '../cloud-facts';

/** The first line's service account and project when a page names none. */
export const defaultCliAccount = '<REMOTION_GCP_CLIENT_EMAIL>';
export const defaultCliProject = '<REMOTION_GCP_PROJECT_ID>';
/** Heading of the notes column when a page gives none. */
export const defaultPermissionNotesHeading = 'Used by';
/** The permissions table's columns before the notes. */
export const cloudRunPermissionHeadings = ['Permission', 'Reason given by the package'] as const;

/** The package's reason, or `(none)` where it gives none. */
export const permissionReason = (permission: CloudRunFacts['permissions'][number]): string =>
  permission.reason || '(none)';

/**
 * What `npx remotion cloudrun permissions` logs with every permission granted: a heading, an
 * empty line, then `✅ name` (or `❌ name`) each.
 */
export const permissionsCliOutput = (
  permissions: CloudRunFacts['permissions'],
  account = defaultCliAccount,
  project = defaultCliProject,
): string =>
  [
    `Checking permissions for ${account} in project ${project}.`,
    '',
    ...permissions.map((p) => `✅ ${p.name}`),
  ].join('\n');
