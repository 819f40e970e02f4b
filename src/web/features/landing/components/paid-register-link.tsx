import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { LANDING_MESSAGES as M } from '../messages';

/**
 * Issue 33: the one way to register for someone who has paid ('Sudah bayar? Daftar di sini'),
 * the same words wherever the landing page offers it.
 */
export function PaidRegisterLink({
  size,
  variant,
  className,
}: {
  size?: 'lg';
  variant?: 'outline';
  className?: string;
}) {
  return (
    <Link to={paths.registration} className={buttonClass({ size, variant, className })}>
      {M.paidRegister}
    </Link>
  );
}
