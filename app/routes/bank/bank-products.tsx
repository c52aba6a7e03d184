import { Link, useLocation, useSearchParams } from "react-router";
import { ALL_PRODUCTS, PRODUCT_CATEGORIES, type ProductCategory } from "#content/pages/bank-products.ts";
import { FilterTabs } from "#app/components/filter-tabs.tsx";
import { PageIcon } from "#app/components/page-icon.tsx";
import { findByQueryType, queryTypeHref } from "#app/features/pages/query-type.ts";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/bank-products.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Spec §2: product cards by category, filtered by `?type=`; "All Products", no type or an unknown one shows every category. */
export default function BankProducts() {
  const pagesText = useScreenMessages(pagesMessages);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const selected = findByQueryType(PRODUCT_CATEGORIES, searchParams.get("type"));
  const categories = selected ? [selected] : PRODUCT_CATEGORIES;
  const tabs = [
    { key: "all", label: pagesText.products.tabs.all, href: queryTypeHref(pathname, ALL_PRODUCTS), isCurrent: !selected },
    ...PRODUCT_CATEGORIES.map((category) => ({
      key: category.id,
      label: pagesText.products.tabs[category.id],
      href: queryTypeHref(pathname, category.query),
      isCurrent: category === selected,
    })),
  ];
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <FilterTabs label={pagesText.products.tabsLabel} tabs={tabs} />
        <div key={selected?.id ?? "all"}>
          {categories.map((category) => (
            <CategorySection key={category.id} category={category} />
          ))}
        </div>
      </div>
    </>
  );
}

function CategorySection({ category }: { category: ProductCategory }) {
  const { prefix } = useSite();
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  const headingId = `category-${category.id}`;
  return (
    <section className="page-section" aria-labelledby={headingId} data-category={category.id}>
      <h2 id={headingId}>{pagesText.products.tabs[category.id]}</h2>
      <p>{copy(category.intro)}</p>
      <ul className="card-grid">
        {category.products.map((product, index) => (
          <li key={product.name.en} className={`page-card card-in card-in--up card-in--${Math.min(index + 1, 4)}`}>
            <PageIcon name={product.icon} className="page-card__icon" />
            <h3 className="page-card__title">
              <Link className="page-card__stretched" to={product.href.replaceAll("{prefix}", prefix)}>
                {copy(product.name)}
              </Link>
            </h3>
            <p>{copy(product.description)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
