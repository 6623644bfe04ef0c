import type { Order } from '@tern/contracts';
import type { CatalogueSnapshot } from '../catalog/catalog.snapshot';
import { countryImages, regionImages } from '../catalog/images';
import type { OrderRow, PaymentRow, ProfileRow } from './orders.repository';

/** What the phone needs: the QR payload and the one-tap install links built from the profile. */
export function esimDelivery(profile: ProfileRow) {
  const lpaString = `LPA:1$${profile.smdpAddress}$${profile.matchingId}`;
  return {
    iccid: profile.iccid,
    smdpAddress: profile.smdpAddress,
    matchingId: profile.matchingId,
    lpaString,
    iosInstallUrl: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpaString)}`,
    androidInstallUrl: `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpaString)}`,
  };
}

export function toOrderView(
  order: OrderRow,
  snapshot: CatalogueSnapshot,
  extras: { email: string; payment?: PaymentRow; profile?: ProfileRow },
): Order {
  const bundle = snapshot.bundlesById.get(order.bundleId)!;
  const country = bundle.countryId ? snapshot.countriesById.get(bundle.countryId) : undefined;
  const region = bundle.regionId
    ? snapshot.regions.find((r) => r.id === bundle.regionId)
    : undefined;
  return {
    id: order.id,
    status: order.status as Order['status'],
    createdAt: order.createdAt.toISOString(),
    paymentGateway: order.paymentGateway as Order['paymentGateway'],
    email: extras.email,
    price: {
      amount: Number(order.displayAmount),
      currencyCode: order.displayCurrency,
      usdCents: order.priceUsdCents,
    },
    bundle: {
      _id: bundle.id,
      name: bundle.name,
      dataAmount: bundle.dataAmountMb,
      duration: bundle.durationDays,
      speed: bundle.speed,
      activationPolicy: bundle.activationPolicy as Order['bundle']['activationPolicy'],
      fairUse: bundle.fairUse ?? null,
      destination: country
        ? {
            name: country.name,
            isoCode: country.isoCode,
            flagImageUrl: countryImages(country.isoCode).flagImageUrlFull,
          }
        : {
            name: region?.name ?? '',
            isoCode: null,
            flagImageUrl: regionImages(region?.slug ?? 'global').flagImageUrl,
          },
    },
    payment: extras.payment
      ? {
          status: extras.payment.status,
          cardBrand: extras.payment.cardBrand,
          cardLast4: extras.payment.cardLast4,
        }
      : null,
    esim: extras.profile ? esimDelivery(extras.profile) : null,
  };
}
