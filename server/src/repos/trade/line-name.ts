import type { Locale } from '../../../../src/core/contract/locales';
import { localeSuffix } from '../../http/locale-columns';

/**
 * An order line's product name in the reader's language (issue 16 §3), as a SQL expression: the
 * catalogue's name in `locale` when the line was ordered (its goods snapshot keeps every locale's
 * name), else the name stored on the line. `item` is the order_item alias, `snapshot` the alias of
 * the goods_snapshot joined by `lineSnapshotJoin`. Only localeSuffix's fixed strings reach the SQL.
 */
export const lineNameSql = (locale: Locale, item = 'i', snapshot = 'gs'): string =>
  `coalesce(nullif(${snapshot}.body -> 'name' ->> '${localeSuffix(locale)}', ''), ${item}.name)`;

/** The join `lineNameSql` reads the snapshot through. */
export const lineSnapshotJoin = (item = 'i', snapshot = 'gs'): string =>
  `left join goods_snapshot ${snapshot} on ${snapshot}.id = ${item}.snapshot_id`;
