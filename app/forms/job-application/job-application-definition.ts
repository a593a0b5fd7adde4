import type { FieldDefinition } from "~/forms/shared/form-definition";
import type { jobMessages } from "~/forms/shared/messages";
import { visitorEmail, visitorMessage, visitorName, visitorPhone } from "~/forms/shared/visitor-fields";
import type { jobApplications } from "~/server/db/schema";
import { positions } from "./fields";

type JobApplicationColumn = Exclude<keyof typeof jobApplications.$inferInsert, "id" | "created_at">;

/** The job application, one entry per field, in the order the company reads them. */
export const jobApplicationFields = {
  name: visitorName,
  email: visitorEmail,
  phone: visitorPhone,
  position: {
    schema: ({ z, messages }) => z.enum(positions, { error: messages.positionRequired }),
    label: "Tjänst",
    policy: "tjänsten du söker",
    choices: positions,
    confirmed: true,
  },
  message: visitorMessage(4000),
} as const satisfies Record<string, FieldDefinition<typeof jobMessages, JobApplicationColumn>>;

const CV = "ditt CV om du bifogar ett (filen, dess namn och storlek)";

/** The CV's columns: no field of the form's text, filled from the upload when there is one. */
export const jobApplicationColumnsNotAsked = {
  cv_key: { label: "CV (nyckel i R2)", policy: CV },
  cv_file_name: { label: "CV (filnamn)", policy: CV },
  cv_size: { label: "CV (byte)", policy: CV },
  cv_content_type: { label: "CV (filtyp)", policy: CV },
} as const satisfies Partial<Record<JobApplicationColumn, { label: string; policy: string }>>;
