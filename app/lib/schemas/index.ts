/**
 * Every form's zod schema with Conform's parser: what the browser loads when a visitor starts
 * filling in a form (app/components/forms/use-validated-form.ts). The server imports the same
 * schemas directly, so the browser and the server never judge an answer differently.
 */
export { parseWithZod } from "@conform-to/zod/v4";
export { createBookingSchema } from "./booking";
export { contactSchema } from "./contact";
export { jobApplicationSchema } from "./job-application";
export { newsletterSchema } from "./newsletter";
export { quickContactSchema } from "./quick-contact";
export { quoteStepSchema } from "./quote";
export { unsubscribeSchema } from "./unsubscribe";
