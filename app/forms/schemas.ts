/**
 * Every form's zod schema with Conform's parser: what the browser loads when a visitor starts
 * filling in a form (app/forms/kit/validation.lazy.ts). The server imports the same
 * schemas directly, so the browser and the server never judge an answer differently.
 */
export { parseWithZod } from "@conform-to/zod/v4";
export { createBookingSchema } from "./booking/schema";
export { contactSchema } from "./contact/schema";
export { jobApplicationSchema } from "./job-application/schema";
export { newsletterSchema } from "./newsletter/schema";
export { quickContactSchema } from "./quick-contact/schema";
export { quoteStepSchema } from "./quote/schema";
export { unsubscribeSchema } from "./unsubscribe/schema";
