import { z } from 'zod';

/** Public settings the SPA needs before anyone signs in (external links, intro video). */
export const SiteResponse = z.object({
  appName: z.string(),
  links: z.object({
    orderForm: z.string(),
    signupSite: z.string(),
    affiliateRegister: z.string(),
    affiliatePortal: z.string(),
    supportGroup: z.string(),
    learningGroup: z.string(),
    /** Issue 33: opens in a new tab at registration (a welcome page or the learning group). */
    registrationWelcome: z.string(),
    introVideoId: z.string(),
  }),
});
export type SiteResponse = z.infer<typeof SiteResponse>;
