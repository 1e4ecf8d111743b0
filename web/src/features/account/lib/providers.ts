import { CREDENTIAL_PROVIDER } from '../hooks/use-accounts';

const NAMES: Record<string, string> = {
  [CREDENTIAL_PROVIDER]: 'Email and password',
  github: 'GitHub',
  gitlab: 'GitLab',
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  discord: 'Discord',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  huggingface: 'Hugging Face',
  tiktok: 'TikTok',
  vk: 'VK',
};

export function providerName(providerId: string): string {
  return NAMES[providerId] ?? providerId.charAt(0).toUpperCase() + providerId.slice(1);
}
