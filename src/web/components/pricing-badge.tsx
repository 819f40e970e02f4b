import { pricingLabel } from '@shared/labels';
import { Badge, type BadgeTone } from './ui/badge';

const TONE: Record<string, BadgeTone> = { Free: 'green', Freemium: 'amber', Paid: 'rose' };

export function PricingBadge({ pricing }: { pricing: string | null }) {
  return <Badge tone={(pricing && TONE[pricing]) || 'neutral'}>{pricingLabel(pricing)}</Badge>;
}
