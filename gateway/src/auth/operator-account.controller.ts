import { Controller, Req, Res } from '@nestjs/common';
import {
  GatewayRoutes as R,
  type OperatorSession,
  type RouteInput,
  type TotpEnrolment,
} from '@bli/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIpOf } from '../http/client-addresses';
import { Input, Route } from '../http/route.decorator';
import { authenticationRequired } from './auth-errors';
import type { ActiveSession } from './auth.service';
import { OperatorAccountService } from './operator-account.service';
import { sessionOf } from './request-session';
import { withRetryAfter } from './throttled-reply';

function activeSession(request: FastifyRequest): ActiveSession {
  const session = sessionOf(request);
  if (!session) throw authenticationRequired();
  return session;
}

/** The signed-in operator's own account: `/api/auth/password`, `/sessions`, `/totp`. */
@Controller()
export class OperatorAccountController {
  constructor(private readonly account: OperatorAccountService) {}

  @Route(R.changePassword)
  async changePassword(
    @Input() { body }: RouteInput<typeof R.changePassword>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await withRetryAfter(reply, () =>
      this.account.changePassword(activeSession(request), body, clientIpOf(request)),
    );
  }

  @Route(R.sessions)
  sessions(@Req() request: FastifyRequest): Promise<OperatorSession[]> {
    return this.account.listSessions(activeSession(request));
  }

  @Route(R.endSession)
  async endSession(
    @Input() { params }: RouteInput<typeof R.endSession>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.account.endSession(activeSession(request), params.id);
  }

  @Route(R.totpEnrol)
  totpEnrol(
    @Input() { body }: RouteInput<typeof R.totpEnrol>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TotpEnrolment> {
    return withRetryAfter(reply, () =>
      this.account.enrolTotp(activeSession(request), body.password, clientIpOf(request)),
    );
  }

  @Route(R.totpConfirm)
  async totpConfirm(
    @Input() { body }: RouteInput<typeof R.totpConfirm>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await withRetryAfter(reply, () =>
      this.account.confirmTotp(activeSession(request), body.code, clientIpOf(request)),
    );
  }

  @Route(R.totpDisable)
  async totpDisable(
    @Input() { body }: RouteInput<typeof R.totpDisable>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await withRetryAfter(reply, () =>
      this.account.disableTotp(activeSession(request), body, clientIpOf(request)),
    );
  }
}
