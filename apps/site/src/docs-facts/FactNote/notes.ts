/** A notes column's cell for a row no `<FactNote>` names. */
export const missingNote = '—';
