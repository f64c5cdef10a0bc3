export * from './mail/caught-mail';
export * from './mail/mail-catcher';
export * from './push/push-catcher';
