import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { serviceControllers, serviceProviders } from '@bli/server-kit';
import { AffiliateConfig } from './affiliate.config';
import { ClicksHandlers } from './clicks/clicks.handlers';
import { ClicksRepository } from './clicks/clicks.repository';
import { ClicksService } from './clicks/clicks.service';
import { affiliateOrmConfig } from './database/mikro-orm.config';
import { LinksHandlers } from './links/links.handlers';
import { LinksService } from './links/links.service';

@Module({})
export class AffiliateModule {
  static forRoot(config: AffiliateConfig): DynamicModule {
    return {
      module: AffiliateModule,
      imports: [
        MikroOrmModule.forRoot({
          ...affiliateOrmConfig(config.DATABASE_URL, config),
          registerRequestContext: false,
        }),
      ],
      controllers: [...serviceControllers('affiliate'), ClicksHandlers, LinksHandlers],
      providers: [
        ...serviceProviders('affiliate', config),
        { provide: AffiliateConfig, useValue: config },
        ClicksRepository,
        ClicksService,
        LinksService,
      ],
    };
  }
}
