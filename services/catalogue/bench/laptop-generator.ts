import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Grows the catalogue to benchmark size in the database itself: each new laptop is a demo
 * laptop with its own ASIN, slug and model code, another price (±25%) and some spec variety,
 * so budgets, facets and text matches spread the way a real catalogue's would.
 */
export async function generateLaptops(em: EntityManager, count: number): Promise<number> {
  const connection = em.getConnection();
  const rows = await connection.execute<{ added: string }[]>(
    `with source as (
       select *, row_number() over (order by id) - 1 as n, count(*) over () as size
         from "catalogue"."laptops"
     ), made as (
       insert into "catalogue"."laptops" (
         slug, asin, title, brand, model, image_url, affiliate_url, original_price, current_price,
         rating, review_count, last_updated, price_source, price_range_id, is_active, is_featured,
         features, pros, cons, specifications, processor_brand, processor_model, ram_size,
         ram_type, storage_size, storage_type, display_size, display_resolution,
         has_dedicated_graphics, is_gaming_laptop, gaming_tier, gaming_performance_rating,
         graphics_brand, graphics_model, weight_kg, battery_hours)
       select s.slug || '-g' || g,
              'G' || lpad(upper(to_hex(g)), 9, '0'),
              s.title || ', ' || code,
              s.brand,
              coalesce(s.model, '') || ' ' || code,
              s.image_url,
              replace(s.affiliate_url, s.asin, 'G' || lpad(upper(to_hex(g)), 9, '0')),
              s.original_price,
              greatest(9999, round(s.current_price * (0.75 + ((g * 7919) % 500) / 1000.0)))::int,
              s.rating,
              (s.review_count * ((g % 13) + 1)) / 7,
              s.last_updated, s.price_source, s.price_range_id, true, false,
              s.features, s.pros, s.cons, s.specifications, s.processor_brand, s.processor_model,
              case when g % 5 = 0 then coalesce(s.ram_size, 8) * 2 else s.ram_size end,
              s.ram_type, s.storage_size, s.storage_type, s.display_size, s.display_resolution,
              s.has_dedicated_graphics, s.is_gaming_laptop, s.gaming_tier,
              s.gaming_performance_rating, s.graphics_brand, s.graphics_model, s.weight_kg,
              s.battery_hours
         from generate_series(1, ?) as g
         join source s on s.n = g % s.size
         cross join lateral (select upper(substr(md5(g::text), 1, 6)) || 'IN' as code) c
       returning 1
     )
     select count(*) as added from made`,
    [count],
  );
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans need.
  await connection.execute('vacuum analyze "catalogue"."laptops"');
  return Number(rows[0].added);
}
