/** The id of a form's error summary: where a refused post without JavaScript lands (its fragment). */
export function errorSummaryId(formId: string): string {
  return `${formId}-felsammanfattning`;
}
