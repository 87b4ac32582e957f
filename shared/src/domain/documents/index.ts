export * from '../emission/annulment-acceptance';
export * from '../emission/sri-2025-rules';
export * from './attention';
export * from './document';
export * from './mail-delivery';
export * from './whatsapp';
