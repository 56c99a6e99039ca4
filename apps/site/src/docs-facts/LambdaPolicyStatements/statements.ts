/** The statements table's columns before the notes. */
export const policyStatementHeadings = ['Sid', 'Actions', 'Resources'] as const;
/** Heading of the notes column when a page gives none. */
export const defaultStatementNotesHeading = 'Used for';
