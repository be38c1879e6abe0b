import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { INCLUDES_IGV, businessOfferLabel, businessPriceLabel, businessTerms } from '@eventos/domain';
import { useConfirm } from '../../../../components/dialogs/confirm-context';
import { useSnackbar } from '../../../../components/feedback/snackbar-context';
import { planPricingQueryOptions } from '../../api/plans-api';
import { useDeleteProvider, useUnlinkProvider, useUpgradeProvider } from '../../api/provider-account';
import type { Provider } from '../../types';

/** Upgrade, unlink and delete, each behind the confirmation dialog with its effects spelled out. */
export function useAccountActions(provider: Provider, onEditingEnd: () => void) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { show, showError } = useSnackbar();
  const queryClient = useQueryClient();
  const upgrade = useUpgradeProvider(provider);
  const unlink = useUnlinkProvider(provider);
  const remove = useDeleteProvider(provider);

  /** The price and terms of Business (GET plans) in the dialog, then PUT upgrade. */
  const onUpgrade = async () => {
    let pricing;
    try {
      pricing = await queryClient.fetchQuery(planPricingQueryOptions);
    } catch (error) {
      showError(error);
      return;
    }
    const offer = businessOfferLabel(pricing);
    const ok = await confirm({
      title: '¿Pasar al plan Business?',
      message: `Business: ${businessPriceLabel(pricing)}${pricing.business_price_cents > 0 ? ` (${INCLUDES_IGV})` : ''}${offer ? `. ${offer}` : ''}.`,
      details: businessTerms(pricing),
      confirmText: 'Mejorar a Business',
    });
    if (!ok) return;
    try {
      const result = await upgrade.mutateAsync();
      show(
        result.plan === 'business'
          ? '¡Listo! Tu sitio ahora tiene el plan Business.'
          : 'Recibimos tu solicitud. Te escribiremos con los datos para el pago.',
      );
    } catch (error) {
      showError(error);
    }
  };

  const onUnlink = async () => {
    const ok = await confirm({
      title: '¿Desvincular tu cuenta de este sitio?',
      message:
        'El sitio dejará de mostrarse hasta que alguien lo reclame con el código que enviaremos a su correo de contacto. Ya no podrás editarlo ni recibir cotizaciones ni avisos de eventos con tu cuenta, que sigue activa como cliente.',
      confirmText: 'Desvincular',
      confirmColor: 'error',
    });
    if (!ok) return;
    try {
      await unlink.mutateAsync();
      onEditingEnd();
      show('Tu cuenta ya no está vinculada a este sitio.');
    } catch (error) {
      showError(error);
    }
  };

  const onDelete = async () => {
    const ok = await confirm({
      title: '¿Eliminar tu sitio?',
      message:
        'Se eliminarán la página, sus fotos, videos, testimonios, reseñas y cotizaciones. No se puede deshacer. Tu cuenta sigue activa y podrás afiliar un negocio nuevamente.',
      confirmText: 'Eliminar sitio',
      confirmColor: 'error',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync();
      show('Tu sitio fue eliminado.');
      navigate('/', { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  return {
    onUpgrade,
    onUnlink,
    onDelete,
    pending: upgrade.isPending || unlink.isPending || remove.isPending,
  };
}
