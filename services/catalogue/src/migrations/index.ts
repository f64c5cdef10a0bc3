import { Migration20261122022220 } from './Migration20261122022220';
import { Migration20261122023603 } from './Migration20261122023603';
import { Migration20261122024531 } from './Migration20261122024531';
import { Migration20261122030602 } from './Migration20261122030602';
import { Migration20261122055000 } from './Migration20261122055000';
import { Migration20261122064500 } from './Migration20261122064500';
import { Migration20261124100000 } from './Migration20261124100000';
import { Migration20261125114229 } from './Migration20261125114229';
import { Migration20261125143302 } from './Migration20261125143302';
import { Migration20261127100000 } from './Migration20261127100000';
import { Migration20261127110000 } from './Migration20261127110000';
import { Migration20261127113035 } from './Migration20261127113035';
import { Migration20261127113103 } from './Migration20261127113103';
import { Migration20261127220000 } from './Migration20261127220000';
import { Migration20261127230000 } from './Migration20261127230000';
import { Migration20261128020000 } from './Migration20261128020000';

/** Every catalogue migration in order; `migration-create` writes new ones beside this file. */
export const catalogueMigrations = [
  Migration20261122022220,
  Migration20261122023603,
  Migration20261122024531,
  Migration20261122030602,
  Migration20261122055000,
  Migration20261122064500,
  Migration20261124100000,
  Migration20261125114229,
  Migration20261125143302,
  Migration20261127100000,
  Migration20261127110000,
  Migration20261127113035,
  Migration20261127113103,
  Migration20261127220000,
  Migration20261127230000,
  Migration20261128020000,
];
