import { useSession } from '@/lib/session';
import { AddAddressDialog } from './AddAddressDialog';
import { AddCardDialog } from './AddCardDialog';
import { CreateAppDialog } from './CreateAppDialog';
import { EditUserInfoDialog } from './EditUserInfoDialog';
import { PricingDialog } from './PricingDialog';
import { ReferEarnDialog } from './ReferEarnDialog';
import { ShareProjectDialog } from './ShareProjectDialog';
import { TwoFactorDialog } from './TwoFactorDialog';

export type DialogKey = 'share' | 'card' | 'pricing' | 'refer' | 'user' | 'address' | 'app' | 'twoFactor';

/** One of /pages/dialog-examples' eight dialogs (this module loads when the first one opens). */
export default function ExampleDialog({ which, onClose }: { which: DialogKey; onClose: () => void }) {
  const user = useSession().user;
  switch (which) {
    case 'share':
      return <ShareProjectDialog onClose={onClose} />;
    case 'card':
      return <AddCardDialog onClose={onClose} />;
    case 'pricing':
      return <PricingDialog onClose={onClose} />;
    case 'refer':
      return <ReferEarnDialog onClose={onClose} />;
    case 'user':
      return user ? <EditUserInfoDialog user={user} onClose={onClose} /> : null;
    case 'address':
      return <AddAddressDialog onClose={onClose} />;
    case 'app':
      return <CreateAppDialog onClose={onClose} />;
    case 'twoFactor':
      return <TwoFactorDialog onClose={onClose} />;
  }
}
