import { Skeleton, SkeletonRegion } from '../../../ui/Skeleton.tsx';
import cardStyles from './BenefitCard.module.css';
import gridStyles from './BenefitsGrid.module.css';

/** My benefits while the list loads: the filter row and six benefit cards' outlines (picture, name, text, button). */
export function BenefitsSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion label={label} className={gridStyles.wrap}>
      <Skeleton width="min(420px, 80%)" height="2.5rem" />
      <ul className={gridStyles.grid}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i}>
            <div className={cardStyles.card}>
              <div className={cardStyles.top}>
                <Skeleton shape="block" width="56px" height="56px" />
                <Skeleton width="30%" />
              </div>
              <Skeleton width="60%" height="1.4rem" />
              <Skeleton width="40%" />
              <Skeleton />
              <Skeleton width="75%" />
              <Skeleton shape="block" width="9rem" height="44px" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}
