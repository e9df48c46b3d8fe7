import { z } from 'zod';
import { isValidBrazilCellphone, isValidEmail, isValidMaskedCpf } from '../../lib/validation';

/**
 * The campaign form (pre-sale sign-up, name on the list): spec section 5's shared rules, every
 * field required. Messages are keys of `account.validation`, translated where shown.
 */
export const campaignSchema = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  email: z.string().trim().min(1, 'required').refine(isValidEmail, 'email'),
  cpf: z.string().min(1, 'required').refine(isValidMaskedCpf, 'cpf'),
  phone: z.string().min(1, 'required').refine(isValidBrazilCellphone, 'phone'),
});

export type CampaignValues = z.infer<typeof campaignSchema>;
